// Builds the production bundle when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'dist', 'serve-node.js');
/** What the build is made from: its sources and the scripts of `npm run build` (also scripts/build-id.ts's inputs). */
export const BUILD_INPUTS = [
  'src',
  'public',
  'waku.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/client-chunks.ts',
  'scripts/inline-route-paths.ts',
  'scripts/build-service-worker.ts',
  'scripts/precompress.mjs',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIfNeeded() {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...BUILD_INPUTS.map((source) => newestMtime(path.join(root, source))));
  if (builtAt > changedAt) return;
  console.error(
    builtAt === 0
      ? 'Building the storefront…'
      : 'Sources changed since the last build; rebuilding…',
  );
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
