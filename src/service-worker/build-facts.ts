/**
 * What the build step (scripts/build-service-worker.ts) writes into the
 * worker: the build's id and the files to fetch at install, each a path of
 * the build (hashed assets, the fonts, our own pictures).
 */
declare const __STOREFRONT_BUILD__: { id: string; files: string[] };

export const BUILD = __STOREFRONT_BUILD__;
