import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { SRC_ALIAS } from './waku.config';

/** `@test-support/…`: the tests' helpers in tests/support (tsconfig.json's paths). */
const TEST_SUPPORT_ALIAS = {
  find: /^@test-support\//,
  replacement: `${fileURLToPath(new URL('./tests/support', import.meta.url))}/`,
};

const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'cli/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/{architecture,deploy,docs,support}/**/*.test.ts',
];
/** Tests that spawn a process or listen on a socket (docs/decisions/0015). */
const INTEGRATION_FILES = TEST_FILES.map((glob) => glob.replace('*.test.', '*.integration.test.'));

export default defineConfig({
  // Unit tests run on Node, outside Waku's react-server environment, where the
  // `server-only` marker (docs/decisions/0012) would throw: here it is the
  // package's own empty module, as in the server build.
  resolve: {
    alias: [
      SRC_ALIAS,
      TEST_SUPPORT_ALIAS,
      {
        find: 'server-only',
        replacement: fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Two tiers (docs/decisions/0015): `unit` runs in process, never a port or a
    // child (`npm run test:unit`, in `npm run check`); `integration` starts
    // servers on loopback and child processes: the `shop` command, the fixture
    // shop over HTTP, the HTTP server, nginx's guide (`npm run test:integration`).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...INTEGRATION_FILES],
        },
      },
      { extends: true, test: { name: 'integration', include: INTEGRATION_FILES } },
    ],
  },
});
