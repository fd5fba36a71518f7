import { fileURLToPath } from 'node:url';
import { defineConfig } from 'waku/config';
import { buildIdPlugin } from './scripts/build-id';
import { clientChunkOf, noChunkCycles } from './scripts/client-chunks';
import { inlineRoutePaths } from './scripts/inline-route-paths';
import { nodeStreamBuilds } from './scripts/node-stream-builds';

/**
 * Node-only packages stay outside the server bundles and load from
 * node_modules at run time: bundled, undici would pull in its optional
 * `node:sqlite` cache store, which the storefront never uses; sharp loads its
 * native libvips binding from its platform package (@img/sharp-*).
 */
const serverExternals = ['undici', 'sanitize-html', 'sharp', 'pino', 'pino-pretty', 'prom-client'];

/** `@/…` is `src/…` (tsconfig.json's paths), so that no import climbs `../../../../`. */
export const SRC_ALIAS = {
  find: /^@\//,
  replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/`,
};

export default defineConfig({
  vite: {
    resolve: { alias: [SRC_ALIAS] },
    // Each route path written where it is used in the browser's code (docs/decisions/0017);
    // the same inputs, the same build id (Waku's router reloads on a payload from another build).
    plugins: [
      inlineRoutePaths(),
      nodeStreamBuilds(),
      noChunkCycles(),
      buildIdPlugin(fileURLToPath(new URL('.', import.meta.url))),
    ],
    environments: {
      // Client code is cut by the pages that run it (scripts/client-chunks.ts,
      // docs/decisions/0010): a page loads what it runs, in a handful of files.
      // Rolldown's own groups, without pulling each module's imports along (its
      // default): a module goes where clientChunkOf says, and nowhere else.
      // Modules run in order without Rolldown's wrappers while no two chunks
      // import each other (noChunkCycles fails the build when they do).
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [{ name: (id, context) => clientChunkOf(id, context) ?? null }],
              },
            },
          },
        },
      },
      rsc: { resolve: { external: serverExternals } },
      ssr: { resolve: { external: serverExternals } },
    },
    build: {
      reportCompressedSize: false,
    },
  },
});
