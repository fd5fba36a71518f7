import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BUILD_INPUTS } from './build-if-needed.mjs';

const KEY = 'import.meta.env.WAKU_BUILD_ID';

function filesUnder(target: string): string[] {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((entry) => filesUnder(path.join(target, entry)));
}

/** A hash of the build's inputs (BUILD_INPUTS): the same contents, the same id. */
export function buildId(root: string): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => filesUnder(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Waku's build id (`import.meta.env.WAKU_BUILD_ID`) from the build's inputs,
 * for `vite build` only (the dev server keeps Waku's own): an RSC payload from
 * another build makes Waku's router reload the page, and the id Waku draws at
 * random per build would make two instances built from the same commit look
 * like two deploys to a shopper whose navigations cross them
 * (docs/decisions/0022). Before Waku's plugin, which keeps an id it finds.
 */
export function buildIdPlugin(root: string): Plugin {
  return {
    name: 'storefront:build-id',
    enforce: 'pre',
    config: (_config, { command }) =>
      command === 'build' ? { define: { [KEY]: JSON.stringify(buildId(root)) } } : undefined,
  };
}
