import { defineConfig } from 'waku/config';

/**
 * Node-only packages stay outside the server bundles and load from
 * node_modules at run time: bundling undici pulls in its optional
 * `node:sqlite` cache store, which Node 20 does not have.
 */
const serverExternals = ['undici', 'sanitize-html'];

export default defineConfig({
  vite: {
    environments: {
      rsc: { resolve: { external: serverExternals } },
      ssr: { resolve: { external: serverExternals } },
    },
    build: {
      reportCompressedSize: false,
    },
  },
});
