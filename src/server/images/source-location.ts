import 'server-only';
import { isUsableLogo, shopPicture, type ImageSource } from '@/lib/images/image-variants';

/** Where the bytes of a source come from. */
export type SourceLocation =
  /** GET /api/shop/media/{id} through the shop API client (upstream or embedded). */
  | { kind: 'media'; id: string; identity: string }
  /** An http(s) URL under the image base (or the logo's own URL). */
  | { kind: 'url'; url: string; identity: string }
  /** A path the embedded fixture shop answers (the default image base /media/). */
  | { kind: 'embedded'; path: string; identity: string }
  /** The placeholder logo of the app icons when the shop has none (./placeholder-logo.ts). */
  | { kind: 'placeholder'; identity: string };

export type LocationSettings = {
  /** Always ends with '/'. */
  imageBaseUrl: string;
  /** Upstream shop API, or null for the embedded fixture shop. */
  shopApiUrl: string | null;
  /** The embedded shop's scenario or folder: its pictures differ between them. */
  fixtures: string;
};

/**
 * Where a source's bytes are fetched from, with an identity naming them for
 * the cache (the upstream's address included, so two shops or two fixture
 * scenarios never share a variant). Null when the source cannot be fetched:
 * a name under a path-only image base with an upstream shop (nothing serves
 * that path), or no usable logo.
 */
export function locateSource(
  source: ImageSource,
  settings: LocationSettings,
  logo: string | null,
): SourceLocation | null {
  const api = settings.shopApiUrl ?? `embedded:${settings.fixtures}`;
  switch (source.kind) {
    case 'media':
      return {
        kind: 'media',
        id: source.id,
        identity: `${api}/api/shop/media/${source.id.toLowerCase()}`,
      };
    case 'name':
      return locateName(source.segments, settings, api);
    case 'logo':
      return locateLogo(logo, settings);
    case 'product':
      // A product names no picture: the endpoint looks it up first (product-pictures.ts).
      return null;
    case 'app-icon':
      return (
        locateLogo(logo, settings) ?? {
          kind: 'placeholder',
          identity: 'storefront:placeholder-logo',
        }
      );
  }
}

function locateName(
  segments: readonly string[],
  settings: LocationSettings,
  api: string,
): SourceLocation | null {
  const relative = segments.map(encodeURIComponent).join('/');
  const base = settings.imageBaseUrl;
  if (/^https?:\/\//i.test(base)) {
    const url = new URL(relative, base).href;
    // nameSegments already keeps names inside the base; this says it once more.
    return url.startsWith(new URL(base).href) ? { kind: 'url', url, identity: url } : null;
  }
  if (settings.shopApiUrl) return null;
  const path = `${base}${relative}`;
  return { kind: 'embedded', path, identity: `${api}${path}` };
}

/**
 * The logo of get-data: a media id or a name under the image base as above, or
 * its own http(s) URL on the image base's or the API's host.
 */
function locateLogo(logo: string | null, settings: LocationSettings): SourceLocation | null {
  const value = logo?.trim() ?? '';
  if (!isUsableLogo(value, settings)) return null;
  const picture = shopPicture(value, settings.imageBaseUrl);
  if (picture?.kind === 'variants' && picture.source.kind !== 'logo')
    return locateSource(picture.source, settings, null);
  const url = new URL(value).href;
  return { kind: 'url', url, identity: url };
}
