// `npm run build`, after `waku build`: the service worker of this build
// (src/service-worker/, docs/decisions/0090) bundled into one classic script,
// dist/service-worker.js, with the build's files to fetch at install and an
// id that changes with them. src/middleware/service-worker.ts serves it at
// /sw.js; it stays outside dist/public so that the static files never do.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { SRC_ALIAS } from '../waku.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'dist', 'public');
/** Replaced by the id once the worker's own bytes are known. */
const ID_PLACEHOLDER = '__STOREFRONT_BUILD_ID__';

/**
 * The build's files a page may need offline: hashed scripts, fonts, the
 * stylesheets a script loads (the map's, with its lazy part), our own pictures.
 * A stylesheet no script names is the one written into every page
 * (docs/decisions/0098): no page asks for it.
 */
function buildFiles(): string[] {
  const listed = (folder: string, keep: RegExp) =>
    existsSync(path.join(publicDir, folder))
      ? readdirSync(path.join(publicDir, folder)).filter((name) => keep.test(name))
      : [];
  const scripts = listed('assets', /\.js$/);
  if (scripts.length === 0) throw new Error('dist/public/assets is empty: run `waku build` first');
  const scriptText = scripts
    .map((name) => readFileSync(path.join(publicDir, 'assets', name), 'utf8'))
    .join('\n');
  const loadedStylesheets = listed('assets', /\.css$/).filter((name) => scriptText.includes(name));
  const assets = [...scripts, ...loadedStylesheets, ...listed('assets', /\.woff2$/)];
  return [
    ...assets.map((name) => `/assets/${name}`),
    ...listed('images', /\.svg$/).map((name) => `/images/${name}`),
  ].sort();
}

const files = buildFiles();
const output = await build({
  configFile: false,
  logLevel: 'warn',
  resolve: { alias: [SRC_ALIAS] },
  define: { __STOREFRONT_BUILD__: JSON.stringify({ id: ID_PLACEHOLDER, files }) },
  build: {
    write: false,
    target: 'es2022',
    minify: true,
    lib: {
      entry: path.join(root, 'src', 'service-worker', 'worker.ts'),
      formats: ['es'],
      fileName: 'service-worker',
    },
  },
});
const chunk = (Array.isArray(output) ? output : [output as Rollup.RollupOutput])
  .flatMap((result) => result.output)
  .find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry);
if (!chunk) throw new Error('the service worker was not bundled');
if (chunk.imports.length > 0 || /^\s*(?:import|export)\b/m.test(chunk.code))
  throw new Error('the service worker must be one classic script');

// The id names the build's caches: it changes when any file the worker fetches
// (their names are their contents' hashes; our pictures are hashed here) or
// the worker itself changes.
const hash = createHash('sha256').update(chunk.code);
for (const file of files)
  hash
    .update(file)
    .update(file.startsWith('/images/') ? readFileSync(path.join(publicDir, file)) : '');
const id = hash.digest('hex').slice(0, 16);
const code = chunk.code.replaceAll(ID_PLACEHOLDER, id);
writeFileSync(path.join(root, 'dist', 'service-worker.js'), code);
console.log(
  `service worker: build ${id}, ${files.length} files fetched at install, ${(code.length / 1024).toFixed(1)} KiB`,
);
