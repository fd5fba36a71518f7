import type { SourcePage } from './transport';

/**
 * How the browser's calls of the shop tell the page that one was answered 401
 * (SPEC §6: the session is over): a `storefront:unauthorized` event on
 * `window`, which the session (SessionEffects, on every page) answers. Sent by
 * the API client (browser-client.ts) and the reads through the server
 * (browser-reads.ts). A module of its own, importing only a type, so that
 * listening for it brings neither the client nor its schemas into a page.
 */

export const UNAUTHORIZED_EVENT = 'storefront:unauthorized';

export type UnauthorizedDetail = { sourcePage: SourcePage | undefined };

/** Tells the page a call made from `sourcePage` was answered 401. */
export function announceUnauthorized(sourcePage: SourcePage | undefined): void {
  const detail: UnauthorizedDetail = { sourcePage };
  window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail }));
}
