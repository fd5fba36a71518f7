import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './require-node.mjs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe('the Node.js the project runs on', () => {
  it('accepts Node 24 LTS and Node 26, the lines engines names', () => {
    expect(unsupportedNode('v24.21.0')).toBeUndefined();
    expect(unsupportedNode('v26.12.1')).toBeUndefined();
  });

  it('refuses Node 20 and 22 with one line naming the range and the running version', () => {
    expect(unsupportedNode('v20.20.2')).toBe(
      `This project runs on Node.js ${manifest.engines.node} (package.json engines); this is v20.20.2. ` +
        'On Linux `npm ci` installs it (node_modules/.bin/node); elsewhere install Node 24 LTS.',
    );
    expect(unsupportedNode('v22.22.0')).toMatch(/this is v22\.22\.0/);
  });

  it('runs these tests on the runtime that comes with the project or another supported one', () => {
    expect(unsupportedNode(process.version)).toBeUndefined();
  });

  it('brings a runtime package that engines accepts, for every platform it names', () => {
    const runtimes = Object.entries(manifest.optionalDependencies).filter(([name]) =>
      /^node-(linux|darwin|win)-/.test(name),
    );
    expect(runtimes.length).toBeGreaterThan(0);
    for (const [, version] of runtimes) expect(unsupportedNode(`v${version}`)).toBeUndefined();
  });
});
