import { fileURLToPath } from 'node:url';
import { defineConfig } from 'waku/config';

/**
 * Node-only packages stay outside the server bundles and load from
 * node_modules at run time: bundling undici pulls in its optional
 * `node:sqlite` cache store, which Node 20 does not have; sharp loads its
 * native libvips binding from its platform package (@img/sharp-*).
 */
const serverExternals = ['undici', 'sanitize-html', 'sharp', 'pino', 'pino-pretty', 'prom-client'];

/** `@/…` is `src/…` (tsconfig.json's paths), so that no import climbs `../../../../`. */
export const SRC_ALIAS = { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` };

export default defineConfig({
  vite: {
    resolve: { alias: [SRC_ALIAS] },
    environments: {
      // Small client chunks are merged into the ones they load with: two dozen
      // tiny files each cost a round trip on a phone's connection (HTTP/1.1
      // allows six at a time), more than their bytes (docs/decisions/0006).
      client: { build: { rollupOptions: { output: { experimentalMinChunkSize: 12_000 } } } },
      rsc: { resolve: { external: serverExternals } },
      ssr: { resolve: { external: serverExternals } },
    },
    build: {
      reportCompressedSize: false,
    },
  },
});
