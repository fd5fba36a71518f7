import { rscPathOfRoute } from '@/lib/rsc-path';

/**
 * Files the document's own payload where Waku's router looks for it when it
 * hydrates. Waku 0.27.5 writes it under the decoded path of the route
 * (`R/Product/BK-1001/کتاب-بوف-کور`), and its router looks under the path of
 * the address bar, still percent-encoded (`R/Product/BK-1001/%DA%A9…`). On a
 * page whose address has a letter outside ASCII (every product page: its
 * title is in it) the router missed the payload it had, fetched the page's
 * payload again before it could hydrate, and could get the browser's copy,
 * up to ten minutes old (stale-while-revalidate, src/lib/cache-policy.ts),
 * over the fresh page. Called before the router hydrates, when the
 * store holds the document's payload alone; nothing under the router's key is
 * ever overwritten.
 */
export function fileDocumentPayload(store: Record<string, unknown> | undefined, pathname: string): void {
  const routerKey = rscPathOfRoute(pathname);
  let writtenKey: string;
  try {
    writtenKey = decodeURI(routerKey);
  } catch {
    return;
  }
  if (store && writtenKey in store && !(routerKey in store)) {
    store[routerKey] = store[writtenKey];
    delete store[writtenKey];
  }
}
