import { describe, expect, it } from 'vitest';
import { cacheNames, isBrowsingCache, offlineLocation } from './offline-caches';
import { NONCE_ONLY_PRIVATE, PRIVATE_PAGE_CACHE } from '../routing/cache-policy';
import {
  evictions,
  keptPictureStale,
  mayKeep,
  workerRoute,
  type AnswerFacts,
  type RequestFacts,
} from './offline-copies';
import { REACHABILITY_CHECK } from './web-app';

const ORIGIN = 'https://shop.example';

function route(path: string, facts: Partial<RequestFacts> = {}) {
  return workerRoute({
    url: `${ORIGIN}${path}`,
    method: 'GET',
    mode: 'cors',
    hasAuthorization: false,
    origin: ORIGIN,
    ...facts,
  });
}

const navigate = { mode: 'navigate' };

describe('which requests the worker answers, and how', () => {
  it.each([
    '/',
    '/Products',
    '/category/10',
    '/Product/BK-1001/%DA%A9%D8%AA%D8%A7%D8%A8',
    '/About-us',
    '/Rules',
  ])('keeps the catalogue page %s and its payload', (path) => {
    expect(route(path, navigate)).toEqual({ kind: 'document', keep: true });
    const payload = path === '/' ? '/RSC/R/_root.txt?query=' : `/RSC/R${path}.txt?query=`;
    expect(route(payload)).toEqual({ kind: 'payload', keep: true });
  });

  it.each([
    '/Profile',
    '/cart',
    '/checkout',
    '/Settlement',
    '/Favorites',
    '/Login',
    '/register',
    '/Forget-password',
    '/maintenance',
  ])('never keeps the personal or transient page %s, nor its payload', (path) => {
    expect(route(path, navigate)).toEqual({ kind: 'document', keep: false });
    expect(route(`/RSC/R${path}.txt?query=`)).toEqual({ kind: 'payload', keep: false });
  });

  it('keeps no other spelling of a catalogue page (the server answers it with a redirect)', () => {
    expect(route('/products', navigate)).toEqual({ kind: 'document', keep: false });
    expect(route('/Products/', navigate)).toEqual({ kind: 'document', keep: false });
  });

  it('answers the offline page from the build’s copy only, never a kept one', () => {
    expect(route('/offline?from=%2Fcategory%2F5', navigate)).toEqual({
      kind: 'document',
      keep: false,
    });
    expect(route('/RSC/R/offline.txt?query=')).toEqual({ kind: 'payload', keep: false });
  });

  it.each([
    '/api/shop/users/cart',
    '/api/shop/users/favorites?page=1&size=10',
    '/api/shop/products/home',
    '/api/shop/get-data',
    '/_vitals',
    '/_suggest?q=%DA%A9',
    '/healthz',
    '/sw.js',
    '/manifest.webmanifest',
    '/media/logo.svg',
    '/RSC/F/abc/action.txt',
  ])('leaves %s to the network', (path) => {
    expect(route(path)).toEqual({ kind: 'pass' });
  });

  it('leaves page loads of files and endpoints to the network too', () => {
    expect(route('/api/shop/get-data', navigate)).toEqual({ kind: 'pass' });
    expect(route('/robots.txt', navigate)).toEqual({ kind: 'pass' });
    expect(route('/_suggest?q=%DA%A9', navigate)).toEqual({ kind: 'pass' });
  });

  it('never touches the vitals beacon, sent or opened', () => {
    expect(route('/_vitals', { method: 'POST' })).toEqual({ kind: 'pass' });
    expect(route('/_vitals', navigate)).toEqual({ kind: 'pass' });
  });

  it('leaves any request with an Authorization header to the network, a catalogue page’s too', () => {
    expect(route('/Products', { ...navigate, hasAuthorization: true })).toEqual({ kind: 'pass' });
    expect(route('/_img/320/m/42', { hasAuthorization: true })).toEqual({ kind: 'pass' });
  });

  it('leaves writes and other origins to the network', () => {
    expect(route('/Products', { method: 'POST' })).toEqual({ kind: 'pass' });
    expect(
      workerRoute({
        url: 'https://tiles.example/1/2/3.png',
        method: 'GET',
        mode: 'no-cors',
        hasAuthorization: false,
        origin: ORIGIN,
      }),
    ).toEqual({
      kind: 'pass',
    });
  });

  it('sends the page’s reachability check itself, to the network, and nothing else of the manifest', () => {
    expect(route(REACHABILITY_CHECK.path, { method: REACHABILITY_CHECK.method })).toEqual({
      kind: 'network',
    });
    expect(route(REACHABILITY_CHECK.path)).toEqual({ kind: 'pass' });
    expect(
      route(REACHABILITY_CHECK.path, { method: REACHABILITY_CHECK.method, hasAuthorization: true }),
    ).toEqual({ kind: 'pass' });
    expect(route('/Products', { method: 'HEAD' })).toEqual({ kind: 'pass' });
  });

  it('answers the build’s files and pictures', () => {
    expect(route('/assets/index-Dx6nbqme.js')).toEqual({ kind: 'build-file' });
    expect(route('/images/placeholder-1.svg')).toEqual({ kind: 'build-file' });
    expect(route('/_img/320/m/42')).toEqual({ kind: 'picture' });
  });
});

const ok: AnswerFacts = {
  status: 200,
  type: 'basic',
  redirected: false,
  cacheControl: 'public, max-age=0, s-maxage=60',
  vary: 'Accept-Encoding',
  privateReason: null,
};

describe('which answers may be kept', () => {
  it('keeps a whole public answer', () => {
    expect(mayKeep(ok, 'page')).toBe(true);
    expect(
      mayKeep(
        { ...ok, cacheControl: 'public, max-age=31536000, immutable', vary: 'Accept' },
        'picture',
      ),
    ).toBe(true);
  });

  it.each([
    'private, no-store',
    'no-store',
    'public, NO-STORE',
    'no-cache, no-store, must-revalidate',
  ])('never keeps one marked %s', (cacheControl) => {
    expect(mayKeep({ ...ok, cacheControl }, 'page')).toBe(false);
    expect(mayKeep({ ...ok, cacheControl }, 'picture')).toBe(false);
  });

  it('never keeps a private answer, not even a catalogue page’s, unless private only for its nonce', () => {
    expect(mayKeep({ ...ok, cacheControl: 'private' }, 'page')).toBe(false);
    expect(mayKeep({ ...ok, cacheControl: 'private, max-age=60' }, 'picture')).toBe(false);
  });

  it('keeps a catalogue page streamed to its first shopper, private and no-store only for its nonce (decision 0086)', () => {
    const streamed = { ...ok, cacheControl: PRIVATE_PAGE_CACHE, privateReason: NONCE_ONLY_PRIVATE };
    expect(mayKeep(streamed, 'page')).toBe(true);
    // Only a catalogue page (the route table's choice) may say so; anything else stays unkept.
    expect(mayKeep(streamed, 'picture')).toBe(false);
    // A page built from a failed call is private for its own reason: not kept.
    expect(mayKeep({ ...ok, cacheControl: PRIVATE_PAGE_CACHE }, 'page')).toBe(false);
    expect(mayKeep({ ...streamed, status: 503 }, 'page')).toBe(false);
  });

  it.each([
    ['a 404', { status: 404 }],
    ['a 503', { status: 503 }],
    ['a redirected answer', { redirected: true }],
    ['an opaque answer', { type: 'opaque', status: 0 }],
    ['an answer that varies on everything', { vary: '*' }],
  ])('never keeps %s', (_, change) => {
    expect(mayKeep({ ...ok, ...change }, 'page')).toBe(false);
  });
});

describe('when a kept picture is fetched again behind its answer', () => {
  const date = 'Thu, 26 Nov 2026 12:00:00 GMT';
  const at = (seconds: number) => Date.parse(date) + seconds * 1000;

  it('never for a variant of a media id: its URL names its content', () => {
    expect(
      keptPictureStale(
        { cacheControl: 'public, max-age=31536000, immutable', date },
        at(10 * 365 * 86_400),
      ),
    ).toBe(false);
  });

  it('for the logo and a product line picture, once older than their max-age', () => {
    expect(keptPictureStale({ cacheControl: 'public, max-age=3600', date }, at(3600))).toBe(false);
    expect(keptPictureStale({ cacheControl: 'public, max-age=3600', date }, at(3601))).toBe(true);
    expect(keptPictureStale({ cacheControl: 'Public, Max-Age=60', date }, at(61))).toBe(true);
  });

  it('whenever the answer does not say how long it stays fresh, or when', () => {
    expect(keptPictureStale({ cacheControl: 'public', date }, at(0))).toBe(true);
    expect(keptPictureStale({ cacheControl: null, date }, at(0))).toBe(true);
    expect(keptPictureStale({ cacheControl: 'public, max-age=3600', date: null }, at(0))).toBe(
      true,
    );
    expect(
      keptPictureStale({ cacheControl: 'public, max-age=3600', date: 'yesterday' }, at(0)),
    ).toBe(true);
    // s-maxage is a shared cache's, not ours.
    expect(keptPictureStale({ cacheControl: 'public, s-maxage=3600', date }, at(0))).toBe(true);
  });
});

describe('bounds of the kept copies', () => {
  it('deletes the oldest until the count fits', () => {
    expect(evictions([10, 10, 10, 10], { entries: 2, bytes: 1000 })).toEqual([0, 1]);
  });

  it('deletes the oldest until the bytes fit', () => {
    expect(evictions([600, 300, 200], { entries: 10, bytes: 600 })).toEqual([0]);
    expect(evictions([100, 600, 300], { entries: 10, bytes: 600 })).toEqual([0, 1]);
  });

  it('deletes nothing within the bound', () => {
    expect(evictions([100, 100], { entries: 2, bytes: 200 })).toEqual([]);
    expect(evictions([], { entries: 0, bytes: 0 })).toEqual([]);
  });
});

describe('cache names', () => {
  it('names the build’s and its pages’ caches after the build; pictures outlive builds', () => {
    expect(cacheNames('abc')).toEqual({
      build: 'storefront-build-abc',
      pages: 'storefront-pages-abc',
      images: 'storefront-images',
    });
  });

  it('counts pages of any build and the pictures as browsing, never the build’s files', () => {
    expect(isBrowsingCache('storefront-pages-abc')).toBe(true);
    expect(isBrowsingCache('storefront-pages-old')).toBe(true);
    expect(isBrowsingCache('storefront-images')).toBe(true);
    expect(isBrowsingCache('storefront-build-abc')).toBe(false);
  });
});

describe('the offline page’s location', () => {
  it('carries the page to try again, query included', () => {
    expect(offlineLocation('/category/5?page=2')).toBe('/offline?from=%2Fcategory%2F5%3Fpage%3D2');
  });
});
