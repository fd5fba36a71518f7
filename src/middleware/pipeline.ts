import 'server-only';
import type { MiddlewareHandler } from 'hono';
import apiProxy from './api-proxy';
import cacheControl from './cache-control';
import canonicalPath from './canonical-path';
import compression from './compression';
import crossSite from './cross-site';
import errors from './errors';
import guards from './guards';
import healthz from './healthz';
import images from './images';
import pageCache from './page-cache';
import readRequest from './read-request';
import renderGate from './render-gate';
import requestGate from './request-gate';
import response from './response';
import routerEtags from './router-etags';
import searchSuggestions from './search-suggestions';
import shopperReads from './shopper-reads';
import securityHeaders from './security-headers';
import seoFiles from './seo-files';
import serviceWorker from './service-worker';
import shopStatus from './shop-status';
import signInThrottle from './sign-in-throttle';
import upstreamGate from './upstream-gate';
import vitals from './vitals';
import webAppManifest from './web-app-manifest';

/**
 * Every request's way through the storefront, outermost first
 * (docs/decisions/0013): the one place the order is stated. Each step sees
 * the answer of the steps after it; a step that answers ends the way there.
 * Static files and the request log come before all of it
 * (src/server/runtime/node-adapter.ts), Waku's renderer after it.
 */
export const PIPELINE: ReadonlyArray<() => MiddlewareHandler> = [
  // The URL read once: which page, whether every shopper gets it the same, an API call or not.
  readRequest,
  // Outermost on the way back: compresses what everything inside wrote, nonces included.
  compression,
  // Headers on every answer; the nonce on our HTML, which is then never shareable.
  securityHeaders,
  // Nothing thrown inside reaches the client as a stack; unreadable paths are 404s.
  errors,
  // Methods per path, plain API path segments and body size, before anything reads the request.
  requestGate,
  // Pictures before the shop-status redirect and the guards: they load on every
  // page, /maintenance too.
  images,
  // Operators' health check: never redirected, answers while the shop is closed.
  healthz,
  // The router's etags dropped before Waku reads them: every RSC answer whole.
  routerEtags,
  // Cross-site writes refused before the throttle, so another site cannot spend
  // a shopper's attempts.
  crossSite,
  signInThrottle,
  // Proxied shop API calls in flight capped, then the proxy itself.
  upstreamGate,
  apiProxy,
  // Our own endpoints, answered before the page steps, which have nothing to say about them:
  // shoppers' vitals beacons, the search suggestions, a signed-in shopper's cart and favourites
  // read for the browser, the service worker's script (/sw.js: never redirected to /maintenance,
  // so that the kill switch reaches a closed shop's shoppers too), the web app manifest,
  // robots.txt and the sitemap.
  vitals,
  searchSuggestions,
  shopperReads,
  serviceWorker,
  webAppManifest,
  seoFiles,
  // Page loads and client navigations from here on: the canonical spelling first,
  canonicalPath,
  // then the shop's status (a closed shop is closed for every page, kept ones too),
  shopStatus,
  // then the auth guard,
  guards,
  // then the kept pages (streamed on a miss, kept whole, shareable),
  pageCache,
  // renders in flight capped (a kept page takes no slot),
  renderGate,
  // Cache-Control on what the page rendered, read by the kept pages above,
  cacheControl,
  // and the status and headers the page decided while rendering, innermost.
  response,
];
