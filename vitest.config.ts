import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SRC_ALIAS } from './waku.config';

export default defineConfig({
  // Unit tests run on Node, outside Waku's react-server environment, where the
  // `server-only` marker (docs/decisions/0012) would throw: here it is the
  // package's own empty module, as in the server build.
  resolve: {
    alias: [
      SRC_ALIAS,
      { find: 'server-only', replacement: fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)) },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'cli/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/{deploy,docs}/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
