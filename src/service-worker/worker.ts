import { FORGET_BROWSING_MESSAGE } from '@/lib/browser/forget-browsing';
import {
  CACHE_PREFIX,
  KEPT_PAYLOAD_MESSAGE,
  cacheNames,
  isBrowsingCache,
  offlineLocation,
} from '@/lib/offline/offline-caches';
import {
  KEPT_BOUNDS,
  NETWORK_TIMEOUT_MS,
  keptPictureStale,
  mayKeep,
  workerRoute,
  type AnswerFacts,
} from '@/lib/offline/offline-copies';
import { PRIVATE_REASON_HEADER } from '@/lib/routing/cache-policy';
import { OFFLINE_PATH } from '@/lib/routing/route-paths';
import {
  RSC_CONTENT_TYPE,
  leavingPayload,
  rscRoutePath,
  rscUrlOfRoute,
} from '@/lib/routing/rsc-path';
import { BUILD } from './build-facts';
import { keepCopy } from './kept-cache';

/**
 * The storefront's service worker (docs/decisions/0090), built per build by
 * scripts/build-service-worker.ts and served at /sw.js by
 * src/middleware/service-worker.ts. What it answers and keeps is decided
 * by src/lib/offline/offline-copies.ts; this file wires those rules to the events.
 */
declare const self: ServiceWorkerGlobalScope;

const CACHES = cacheNames(BUILD.id);
const OURS = new Set(Object.values(CACHES));
const OFFLINE_PAYLOAD = rscUrlOfRoute(OFFLINE_PATH);
/**
 * Waku's router names the elements it already holds, with their etags, in this
 * header; an answer shaped by it is not whole. The storefront ignores it
 * (docs/decisions/0083), and the worker never sends it either, so that a kept
 * payload is whole whatever the server does.
 */
const ROUTER_ETAGS_HEADER = 'x-waku-etags';

self.addEventListener('install', (event) => event.waitUntil(install()));
self.addEventListener('activate', (event) => event.waitUntil(activate()));
self.addEventListener('fetch', onFetch);
self.addEventListener('message', (event) => {
  // Logout (src/lib/browser/forget-browsing.ts): the kept pages and pictures
  // go; the build's files stay.
  if (event.data === FORGET_BROWSING_MESSAGE) event.waitUntil(forgetBrowsing());
});

async function forgetBrowsing(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isBrowsingCache).map((name) => caches.delete(name)));
}

async function install(): Promise<void> {
  const cache = await caches.open(CACHES.build);
  // The build's files; those the page has just loaded come from the HTTP cache.
  await cache.addAll(BUILD.files);
  // The offline page and its payload, the same for every shopper. A shop
  // closed for maintenance redirects them: the next install fetches them.
  await Promise.all(
    [OFFLINE_PATH, OFFLINE_PAYLOAD].map(async (url) => {
      const answer = await fetch(url).catch(() => null);
      if (answer?.ok && !answer.redirected) await cache.put(url, answer);
    }),
  );
  await self.skipWaiting();
}

/**
 * The new build takes over at once; every other build's caches go (pictures
 * stay: they are every build's alike). The pages open now loaded before the
 * worker: the catalogue ones among them are kept too, from the HTTP cache
 * where it still has them.
 */
async function activate(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && !OURS.has(name))
      .map((name) => caches.delete(name)),
  );
  await self.registration.navigationPreload?.enable();
  await self.clients.claim();
  const windows = await self.clients.matchAll({ type: 'window' });
  await Promise.all(windows.map((client) => keepOpenPage(client.url)));
}

async function keepOpenPage(url: string): Promise<void> {
  const route = workerRoute({
    url,
    method: 'GET',
    mode: 'navigate',
    hasAuthorization: false,
    origin: self.location.origin,
  });
  if (route.kind !== 'document' || !route.keep) return;
  const answer = await fetch(url, { cache: 'force-cache' }).catch(() => null);
  if (answer && mayKeep(answerFacts(answer), 'page'))
    await keepCopy(CACHES.pages, url, answer, KEPT_BOUNDS.pages);
}

function onFetch(event: FetchEvent): void {
  const { request } = event;
  const route = workerRoute({
    url: request.url,
    method: request.method,
    mode: request.mode,
    hasAuthorization: request.headers.has('authorization'),
    origin: self.location.origin,
  });
  if (route.kind === 'build-file') event.respondWith(buildFile(request));
  else if (route.kind === 'picture') event.respondWith(picture(event));
  else if (route.kind === 'document') event.respondWith(documentAnswer(event, route.keep));
  else if (route.kind === 'payload') event.respondWith(payloadAnswer(event, route.keep));
  else if (route.kind === 'network') event.respondWith(fetch(request));
}

function answerFacts(answer: Response): AnswerFacts {
  return {
    status: answer.status,
    type: answer.type,
    redirected: answer.redirected,
    cacheControl: answer.headers.get('cache-control'),
    vary: answer.headers.get('vary'),
    privateReason: answer.headers.get(PRIVATE_REASON_HEADER),
  };
}

async function buildFile(request: Request): Promise<Response> {
  const kept = await (await caches.open(CACHES.build)).match(request, { ignoreSearch: true });
  return kept ?? fetch(request);
}

/**
 * Cache first: a variant's URL names its content (docs/decisions/0009). The
 * logo's and a product's line picture's stay when the picture changes: past
 * their max-age the kept copy still answers, and the network's answer,
 * fetched behind it, is kept for the next view.
 */
async function picture(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const kept = await (await caches.open(CACHES.images)).match(request.url, { ignoreVary: true });
  if (
    kept &&
    !keptPictureStale(
      { cacheControl: kept.headers.get('cache-control'), date: kept.headers.get('date') },
      Date.now(),
    )
  )
    return kept;
  const network = fetch(request).then((answer) => {
    if (mayKeep(answerFacts(answer), 'picture'))
      event.waitUntil(keepCopy(CACHES.images, request.url, answer.clone(), KEPT_BOUNDS.images));
    return answer;
  });
  if (!kept) return network;
  event.waitUntil(network.catch(() => undefined));
  return kept;
}

const TIMED_OUT = Symbol('timed out');

/**
 * Network first: the network's answer (kept when it may be); else, once the
 * network has failed or NETWORK_TIMEOUT_MS has passed, the kept copy (and
 * `onKept` hears of it; the network's answer, if it comes, is still kept);
 * else whatever the network answers in the end; null when it failed and
 * nothing was kept.
 */
async function networkFirst(
  event: FetchEvent,
  network: Promise<Response>,
  onKept: () => void = () => undefined,
): Promise<Response | null> {
  const key = event.request.url;
  const settled = network.then(
    (answer) => {
      if (mayKeep(answerFacts(answer), 'page'))
        event.waitUntil(keepCopy(CACHES.pages, key, answer.clone(), KEPT_BOUNDS.pages));
      return answer;
    },
    () => null,
  );
  const first = await Promise.race([
    settled,
    new Promise<typeof TIMED_OUT>((resolve) =>
      setTimeout(() => resolve(TIMED_OUT), NETWORK_TIMEOUT_MS),
    ),
  ]);
  if (first instanceof Response) return first;
  const kept = await (await caches.open(CACHES.pages)).match(key, { ignoreVary: true });
  if (!kept) return first === TIMED_OUT ? settled : null;
  event.waitUntil(settled);
  onKept();
  return kept;
}

async function documentAnswer(event: FetchEvent, keep: boolean): Promise<Response> {
  const { request } = event;
  const url = new URL(request.url);
  const network = Promise.resolve(event.preloadResponse).then(
    (preloaded: Response | undefined) => preloaded ?? fetch(request),
  );
  const answer = keep ? await networkFirst(event, network) : await network.catch(() => null);
  if (answer) return answer;
  if (url.pathname === OFFLINE_PATH)
    return (await (await caches.open(CACHES.build)).match(OFFLINE_PATH)) ?? Response.error();
  return Response.redirect(offlineLocation(`${url.pathname}${url.search}`), 302);
}

async function payloadAnswer(event: FetchEvent, keep: boolean): Promise<Response> {
  const { request, clientId } = event;
  const url = new URL(request.url);
  const routePath = rscRoutePath(url.pathname) ?? '/';
  const headers = new Headers(request.headers);
  headers.delete(ROUTER_ETAGS_HEADER);
  const network = fetch(request.url, { headers });
  const answer = keep
    ? await networkFirst(event, network, () => {
        // The page cannot read the headers of the router's fetches: it is told.
        if (clientId)
          void self.clients
            .get(clientId)
            .then((client) => client?.postMessage({ type: KEPT_PAYLOAD_MESSAGE, path: routePath }));
      })
    : await network.catch(() => null);
  if (answer) return answer;
  if (routePath === OFFLINE_PATH) {
    return (
      (await (await caches.open(CACHES.build)).match(OFFLINE_PAYLOAD, { ignoreSearch: true })) ??
      Response.error()
    );
  }
  const pageQuery = url.searchParams.get('query');
  return leavingFor(offlineLocation(pageQuery ? `${routePath}?${pageQuery}` : routePath));
}

/** The answer that has Waku's router leave for `location` (docs/decisions/0002). */
function leavingFor(location: string): Response {
  return new Response(leavingPayload(location), {
    headers: { 'content-type': RSC_CONTENT_TYPE, 'cache-control': 'no-store' },
  });
}
