import { variantUrl } from '../images/image-variants';
import { WEB_APP_MANIFEST_PATH } from '../routing/own-endpoints';
import { HOME_PATH } from '../routing/route-paths';

/**
 * The installed app (docs/decisions/0090): its web app manifest, made from
 * the shop's title, and the colours it is drawn in, SPEC §9's theme (the
 * stylesheet's are in src/styles/theme.css).
 */

/**
 * The page's check that the storefront can be reached again (the offline
 * banner's): a HEAD of the web app manifest, which the worker fetches from the
 * network, never from a copy (src/lib/offline/offline-copies.ts). Sent through the
 * worker, it goes the way the page's next payload will: a browser may bring
 * the page's connection back before the worker's, and a check that passed on
 * the page's alone would send the refresh into a network still gone for the
 * worker (which then leaves for the offline page).
 */
export const REACHABILITY_CHECK = { method: 'HEAD', path: WEB_APP_MANIFEST_PATH } as const;

/** SPEC §9's theme: its primary colour and its background. */
export const THEME_PRIMARY = '#1e88e5';
export const THEME_BACKGROUND = '#f9f9f9';

const icon = (maskable: boolean, width: 192 | 512) => ({
  src: variantUrl({ kind: 'app-icon', maskable }, width),
  sizes: `${width}x${width}`,
  type: 'image/png',
  purpose: maskable ? 'maskable' : 'any',
});

/**
 * The manifest of a shop called `title`: Persian, right to left, standalone,
 * opening on the home page.
 */
export function webAppManifest(title: string) {
  return {
    id: '/',
    name: title,
    short_name: title,
    lang: 'fa',
    dir: 'rtl',
    start_url: HOME_PATH,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_PRIMARY,
    background_color: THEME_BACKGROUND,
    categories: ['shopping'],
    icons: [icon(false, 192), icon(false, 512), icon(true, 512)],
  };
}
