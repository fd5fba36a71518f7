import { spawnSync } from 'node:child_process';
import { expect, test } from '../../support/browser/fixtures';

/** The environment is validated once at start: one clear line naming the variable, exit 1. */
for (const [name, value] of [
  ['PORT', 'eighty'],
  ['SHOP_API_URL', 'not a url'],
  ['SHOP_API_TIMEOUT_MS', '-5'],
  ['SHOP_FIXTURES', 'no-such-scenario'],
] as const) {
  test(`a bad ${name} stops the server with one line`, ({ ports }) => {
    const run = spawnSync(process.execPath, ['dist/serve-node.js'], {
      env: { ...process.env, PORT: String(ports[0]), [name]: value },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
}
