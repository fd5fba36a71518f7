import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationId } from '../src/features/notification/notification-rules';
import { cliTestPort, runShop } from '@test-support/servers/shop-command';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-notification-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fields = {
  notificationContent: '<p>ارسال رایگان</p>',
  notificationActivation: '2025-03-20T00:00:00Z',
  notificationExpiration: '2025-03-21T15:30:00Z',
};
const id = notificationId(fields);

function shopDataFile(name: string, document: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(document));
  return file;
}

describe('shop notification check', { timeout: 90_000 }, () => {
  it('shows a notification inside its window, with the identifier and the remaining time', async () => {
    const file = shopDataFile('envelope.json', {
      isSuccess: true,
      value: { title: 'x', ...fields },
    });
    const run = await runShop([
      'notification',
      'check',
      '--shop-data',
      file,
      '--now',
      '2025-03-21T12:00:00Z',
      '--json',
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      show: true,
      rule: 'shown',
      id,
      remainingMs: 3.5 * 3600_000,
      remainingText: '3h 30m',
      remainingTextFa: '۳ ساعت و ۳۰ دقیقه',
    });
    const human = await runShop([
      'notification',
      'check',
      '--shop-data',
      file,
      '--now',
      '2025-03-21T12:00:00Z',
    ]);
    expect(human.stdout).toMatch(/decision\s+show/);
    expect(human.stdout).toContain(id);
    expect(human.stdout).not.toContain('\u001b[');
  });

  it('names the deciding rule when hidden: read, expired, empty', async () => {
    const file = shopDataFile('bare.json', fields);
    const read = await runShop([
      'notification',
      'check',
      '--shop-data',
      file,
      '--now',
      '2025-03-21T12:00:00Z',
      '--read',
      'other',
      id,
      '--json',
    ]);
    expect(JSON.parse(read.stdout)).toMatchObject({
      show: false,
      rule: 'already-read',
      id,
      remainingMs: null,
    });
    const expired = await runShop([
      'notification',
      'check',
      '--shop-data',
      file,
      '--now',
      '2025-03-22T00:00:00Z',
    ]);
    expect(expired.code).toBe(0);
    expect(expired.stdout).toMatch(/decision\s+hide/);
    expect(expired.stdout).toMatch(/rule\s+expired/);
    const empty = shopDataFile('empty.json', { ...fields, notificationContent: '   ' });
    const none = await runShop(['notification', 'check', '--shop-data', empty, '--json']);
    expect(JSON.parse(none.stdout)).toMatchObject({ show: false, rule: 'empty-content', id: null });
  });

  it('exits 1 when --url cannot be read', async () => {
    const run = await runShop([
      'notification',
      'check',
      '--url',
      `http://127.0.0.1:${cliTestPort(4)}`,
      '--json',
    ]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).error).toContain('could not read');
  });

  it('exits 64 for a missing file, a file that is not shop data, a bad date or no source', async () => {
    const notJson = path.join(dir, 'broken.json');
    writeFileSync(notJson, '{"isSuccess":');
    for (const args of [
      ['--shop-data', path.join(dir, 'missing.json')],
      ['--shop-data', notJson],
      ['--shop-data', shopDataFile('list.json', [1, 2])],
      ['--shop-data', notJson, '--now', 'yesterday'],
      [],
    ]) {
      const run = await runShop(['notification', 'check', ...args]);
      expect(run.code, args.join(' ')).toBe(64);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
