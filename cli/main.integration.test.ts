import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliTestPort, runShop, startShop } from '@test-support/servers/shop-command';

const COMMANDS = [
  ['replay'],
  ['record'],
  ['fixtures', 'import-har'],
  ['smoke'],
  ['health'],
  ['contract'],
  ['notification', 'check'],
];

describe('shop conventions', { timeout: 120_000 }, () => {
  it('every command has --help with an example and its exit codes', async () => {
    for (const command of COMMANDS) {
      const run = await runShop([...command, '--help']);
      expect(run.code, command.join(' ')).toBe(0);
      expect(run.stdout, command.join(' ')).toMatch(/Examples?:\n\s+\$ npx shop /);
      expect(run.stdout, command.join(' ')).toMatch(/Exit codes:[\s\S]*64 {2}bad arguments/);
    }
  });

  it('an unknown command or option exits 64 with one line on stderr', async () => {
    for (const args of [['launch'], ['health', '--colour'], ['smoke']]) {
      const run = await runShop(args);
      expect(run.code, args.join(' ')).toBe(64);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('smoke exits 2 when the storefront cannot be reached, with one JSON document', async () => {
    const run = await runShop(['smoke', '--url', `http://127.0.0.1:${cliTestPort(9)}`, '--json']);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({ reachable: false, exitCode: 2, checks: [] });
    const human = await runShop(['smoke', '--url', `http://127.0.0.1:${cliTestPort(9)}`]);
    expect(human.code).toBe(2);
    expect(human.stdout).toMatch(/^unreachable: .*ECONNREFUSED/);
  });

  it('smoke, replay and notification check work from a folder outside the project', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'shop-elsewhere-'));
    const replayUrl = `http://127.0.0.1:${cliTestPort(8)}`;
    const replay = await startShop(['replay', '--port', String(cliTestPort(8))], {
      cwd: elsewhere,
    });
    try {
      expect((await fetch(`${replayUrl}/api/shop/get-data`)).status).toBe(200);
      const check = await runShop(['notification', 'check', '--url', replayUrl, '--json'], {
        cwd: elsewhere,
      });
      expect(check.code, check.stderr).toBe(0);
      expect(JSON.parse(check.stdout)).toMatchObject({ id: expect.any(String) });
      const smoke = await runShop(
        ['smoke', '--url', `http://127.0.0.1:${cliTestPort(9)}`, '--json'],
        { cwd: elsewhere },
      );
      expect(smoke.stderr).toBe('');
      expect(smoke.code).toBe(2);
    } finally {
      await replay.stop();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
