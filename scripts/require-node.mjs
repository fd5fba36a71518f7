// The Node.js the project runs on: the one `engines` in package.json names (24 or 26).
// On Linux the runtime comes with the project (docs/decisions/0019): npm puts
// node_modules/.bin/node first on its scripts' PATH, so this check only trips on a
// platform without a runtime package whose own Node is another line. It refuses with
// one line rather than let the build or a test fail somewhere deep.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import semver from 'semver';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** Why `version` cannot run the project, or nothing when it can. */
export function unsupportedNode(version, range = manifest.engines.node) {
  if (semver.satisfies(version, range)) return undefined;
  return (
    `This project runs on Node.js ${range} (package.json engines); this is ${version}. ` +
    `On Linux \`npm ci\` installs it (node_modules/.bin/node); elsewhere install Node 24 LTS.`
  );
}

/** Exits with that one line when the running Node cannot run the project. */
export function requireSupportedNode() {
  const problem = unsupportedNode(process.version);
  if (problem === undefined) return;
  console.error(problem);
  process.exit(1);
}

// `node scripts/require-node.mjs`, the first step of `npm test`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  requireSupportedNode();
