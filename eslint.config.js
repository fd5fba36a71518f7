// ESLint (flat config): typescript-eslint, the rules of hooks, and the import
// boundaries of docs/decisions/0012. `npm run lint` reports and fixes nothing;
// `npm run format` is the one command that rewrites files.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What a feature offers the others: its named public entries. A feature may
 * import another only through these files (everything else in a feature is its
 * own); what several features share belongs in src/lib, src/ui or src/shop-api.
 */
const PUBLIC_ENTRIES = {
  // The person fields, their check and their messages are shared with registration (features/auth).
  account: [
    'AddressCardBody',
    'AddressFormLoader',
    'PersonFields',
    'address-line',
    'address-summary',
    'national-code',
    'person-messages',
  ],
  cart: [
    'AddToCartButton',
    'CartFollowsSession',
    'CartReview',
    'CartStatusNotice',
    'CartTotals',
    'HeaderCartLink',
    'cart-rules',
    'messages',
    'use-cart',
  ],
  catalogue: ['CategoryMenu', 'category-tree', 'listing-merge'],
  errors: ['page-answer'],
  favourites: ['FavouriteToggle', 'FavouritesFollowSession'],
  invoices: ['InvoicesTab'],
  orders: ['OrdersTab', 'local-orders'],
  // What every page is made with: its head (title, description, links), its structured data and its loader's result.
  'page-kit': ['JsonLd', 'PageMeta', 'page-result'],
  prefetch: ['FetchAhead'],
  search: ['HeaderSearch'],
  'recently-viewed': ['RecentlyViewed'],
  session: ['HeaderAccount', 'SessionExpired', 'guard-decision', 'session-rules', 'session-store'],
  'shop-content': ['contact-context', 'feature-labels'],
};

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `name` of feature `feature` as the file it is (the rule compares resolved files). */
function entryFile(feature, name) {
  const file = ['.ts', '.tsx']
    .map((extension) => `${name}${extension}`)
    .find((candidate) => existsSync(path.join('src/features', feature, candidate)));
  if (!file)
    throw new Error(
      `eslint.config.js: src/features/${feature}/${name} is listed as a public entry but does not exist`,
    );
  return `./${file}`;
}

const featureZones = FEATURES.flatMap((feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./src/features/${feature}`,
    from: `./src/features/${other}`,
    except: (PUBLIC_ENTRIES[other] ?? []).map((name) => entryFile(other, name)),
    message: `features/${feature} may import features/${other} only through its public entries (eslint.config.js, PUBLIC_ENTRIES); move what both need to src/lib, src/ui or src/shop-api.`,
  })),
);

/** Lower layers never import upper ones (docs/decisions/0012). */
const layerZones = [
  {
    target: ['./src/lib', './src/ui', './src/shop-api'],
    from: ['./src/features', './src/server', './src/pages'],
    message:
      'src/lib, src/ui and src/shop-api are shared with the browser: they import neither features nor server code.',
  },
  {
    target: './src/lib',
    from: ['./src/ui', './src/shop-api', './src/fixture-shop', './src/service-worker'],
    message: 'src/lib is the ground floor: what it needs from the API or the UI belongs with them.',
  },
  {
    target: './src/fixture-shop',
    from: ['./src/features', './src/server', './src/pages', './src/ui'],
    message: 'The fixture shop stands on its own (it is served alone by `shop replay`).',
  },
  {
    target: './src/server',
    from: ['./src/features', './src/pages', './src/ui'],
    message: 'src/server is the plumbing under features and pages: it never imports them.',
  },
  {
    target: './src/features',
    from: './src/pages',
    message: 'Features never import pages.',
  },
  {
    target: './src/service-worker',
    from: [
      './src/features',
      './src/server',
      './src/pages',
      './src/ui',
      './src/shop-api',
      './src/fixture-shop',
    ],
    message:
      'The service worker runs apart from the pages and the server: it imports src/lib only (docs/decisions/0090).',
  },
  {
    // Everything in src but the middleware itself and the server entry: src/server (whose
    // helpers the steps call), features, pages, lib and the rest (the README's middleware rule).
    target: ['./src/!(middleware)/**', './src/!(middleware|waku.server.ts)'],
    from: './src/middleware',
    message:
      'src/middleware is the request pipeline, loaded by src/waku.server.ts alone: what another module needs from a step is logic, and belongs in src/server, src/lib or a feature, where the step imports it.',
  },
  {
    // tests/support/unit is left out: its helpers serve the unit tests of src, which
    // load server code as they do (vitest stubs `server-only`, vitest.config.ts).
    target: [
      './cli',
      './scripts',
      './tests/!(support)/**',
      './tests/support/!(unit)/**',
      './tests/support/*.ts',
    ],
    from: ['./src/middleware', './src/pages', './src/server'],
    message:
      "The CLI, scripts and browser tests run outside Waku's server: they may not load server-only modules.",
  },
];

/** Outside src: src by its relative path (../../src/…), not tsconfig's alias. */
const SRC_BY_RELATIVE_PATH = {
  group: ['@/*'],
  message: 'Outside src, import src by its relative path (../../src/…).',
};
/** Under tests: src by tsconfig's alias (@/…), not its relative path. */
const SRC_BY_ALIAS = {
  regex: '^(\\.\\./)+src/',
  message: 'Under tests, import src as @/… (tsconfig.json paths).',
};

/**
 * What a step of the pipeline may import (the README's middleware rule): Hono, the
 * `server-only` marker, and its logic from src/server, src/lib or a feature. Not a
 * sibling step (what steps share is in src/server), not Node (what Hono's context holds of
 * Node's objects is read in src/server/requests), no other package.
 */
const STEP_IMPORTS = {
  regex: '^(?!(server-only|hono(/[\\w/-]+)?|@/(server|lib|features)/.+)$)',
  message:
    "A middleware step is a Hono adapter: it imports hono, server-only and its logic from @/server, @/lib or a feature. Move what it needs from elsewhere (a sibling step, node:, a package) into its concern's folder of src/server and import it from there.",
};

/**
 * The imports src's production code may not make; `pageAnswer`: the one module that sets a
 * page's status (docs/decisions/0014); `step`: a step of the pipeline (STEP_IMPORTS).
 */
function srcImportRules({ pageAnswer, step = false }) {
  return {
    patterns: [
      {
        regex: '^\\.\\./\\.\\./(?!(\\.\\./)*package\\.json$)',
        message: 'Import across src folders with @/… (tsconfig.json paths).',
      },
      { group: ['@test-support/*'], message: 'tests/support is for tests only.' },
      ...(step ? [STEP_IMPORTS] : []),
    ],
    paths: pageAnswer
      ? []
      : [
          {
            name: '@/server/requests/request-context',
            importNames: ['setResponseStatus', 'setResponseHeader'],
            message:
              "A page's status and headers come from its loader's result through answerPage (features/errors/page-answer.tsx).",
          },
        ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.cache/',
      'test-results/',
      'playwright-report/',
      'blob-report/',
      'public/',
      'src/data/',
      'fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks; 7's recommended set adds the React Compiler's rules, which we
    // do not adopt with a version bump (docs/decisions/0020).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'cli/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      ...importPlugin.flatConfigs.typescript.settings,
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import/no-self-import': 'error',
      'import/no-useless-path-segments': 'error',
    },
  },
  {
    // Across folders of src, imports name the module from the top: `@/lib/routing/routes`,
    // not `../../../../lib/routing/routes` (tsconfig.json's paths, Vite's alias in waku.config.ts);
    // production code never imports the test support (it imports vitest); a page's
    // status and headers are set by the one mapper from its loader's result (docs/decisions/0014).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', srcImportRules({ pageAnswer: false })] },
  },
  {
    files: ['src/features/errors/page-answer.tsx'],
    rules: { 'no-restricted-imports': ['error', srcImportRules({ pageAnswer: true })] },
  },
  {
    // A step of the pipeline imports what an adapter needs and no more (STEP_IMPORTS);
    // pipeline.ts is the one file there that is not a step: it imports the steps to order them.
    files: ['src/middleware/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/middleware/pipeline.ts'],
    rules: {
      'no-restricted-imports': ['error', srcImportRules({ pageAnswer: false, step: true })],
    },
  },
  {
    // Outside src, src is imported by its relative path, one style: Vite's config loader
    // (waku.config.ts imports scripts/) does not read tsconfig's `@/` alias.
    files: ['cli/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SRC_BY_RELATIVE_PATH] }] },
  },
  {
    // Under tests, src is `@/…`, as in src: vitest (its alias), Playwright's loader and
    // tsx (tsconfig.json's paths) resolve it for every file there, and none is loaded by Vite's config.
    files: ['tests/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SRC_BY_ALIAS] }] },
  },
  {
    // The `shop` command never imports the test support either.
    files: ['cli/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SRC_BY_RELATIVE_PATH,
            {
              group: ['@test-support/*', '**/tests/support/**'],
              message: 'tests/support is for tests only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The fixture shop is not the browser's: only tests of the shared layers use it.
    files: ['src/lib/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/shop-api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...featureZones,
            {
              target: ['./src/lib', './src/ui', './src/shop-api'],
              from: './src/fixture-shop',
              message:
                'The fixture shop never reaches the browser: src/lib, src/ui and src/shop-api do not import it (their tests may).',
            },
          ],
        },
      ],
    },
  },
);
