import type { SourcePage } from './transport';

/**
 * How the browser's API client tells the page that a call was answered 401
 * (SPEC §6: the session is over): a `storefront:unauthorized` event on
 * `window`, which the session (SessionEffects, on every page) answers. A module
 * of constants only, so that listening for it brings neither the client nor its
 * schemas into a page.
 */

export const UNAUTHORIZED_EVENT = 'storefront:unauthorized';

export type UnauthorizedDetail = { sourcePage: SourcePage | undefined };
