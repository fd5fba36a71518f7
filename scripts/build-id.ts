import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a build is made of: the same contents, the same build (scripts/build-if-needed.mjs watches these too). */
const INPUTS = ['src', 'public', 'scripts', 'waku.config.ts', 'package-lock.json', 'tsconfig.json'];

function filesUnder(target: string): string[] {
  if (!statSync(target, { throwIfNoEntry: false })) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((entry) => filesUnder(path.join(target, entry)));
}

/**
 * Waku's build id (`import.meta.env.WAKU_BUILD_ID`) from the build's inputs:
 * an RSC payload from another build makes Waku's router reload the page, and
 * an id drawn at random per `waku build` would make two instances built from
 * the same commit look like two deploys to a shopper whose navigations cross
 * them (docs/decisions/0022).
 */
export function buildId(root: string): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
