import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureServerLog } from '@test-support/unit/captured-log';
import { metrics } from '../observe/metrics';
import { createVariantStore, variantKey } from './variant-store';

const logged = captureServerLog();

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'variant-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const folderBytes = () =>
  readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
/** Polls until `check` passes: the store deletes files in the background. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe('variantKey', () => {
  it('is stable, and differs by source, width and format', () => {
    const key = variantKey('embedded:default/api/shop/media/1', 320, 'avif');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(variantKey('embedded:default/api/shop/media/1', 320, 'avif')).toBe(key);
    expect(variantKey('embedded:photos/api/shop/media/1', 320, 'avif')).not.toBe(key);
    expect(variantKey('embedded:default/api/shop/media/1', 480, 'avif')).not.toBe(key);
    expect(variantKey('embedded:default/api/shop/media/1', 320, 'webp')).not.toBe(key);
  });
});

describe('createVariantStore', () => {
  it('keeps and reads back variants', async () => {
    const store = createVariantStore(dir, 1024 * 1024);
    const key = variantKey('a', 320, 'webp');
    expect(await store.read(key)).toBeNull();
    await store.write(key, 'webp', Buffer.from('RIFF....WEBP'));
    expect(await store.read(key)).toEqual({
      bytes: Buffer.from('RIFF....WEBP'),
      extension: 'webp',
    });
    expect(readdirSync(dir)).toEqual([`${key}.webp`]);
  });

  it('stays under its bound, removing the least recently used files', async () => {
    const store = createVariantStore(dir, 10_000);
    const keys = Array.from({ length: 30 }, (_, n) => variantKey(`source-${n}`, 320, 'avif'));
    await store.write(keys[0] ?? '', 'avif', Buffer.alloc(1500));
    for (const key of keys.slice(1)) {
      await store.write(key, 'avif', Buffer.alloc(1500));
      expect(await store.read(keys[0] ?? '')).not.toBeNull(); // used all along, so kept
    }
    expect(store.size).toBeLessThanOrEqual(10_000);
    await eventually(() => expect(folderBytes()).toBeLessThanOrEqual(10_000));
    expect(await store.read(keys[1] ?? '')).toBeNull();
    expect(await store.read(keys[29] ?? '')).not.toBeNull();
  });

  it('does not keep a variant larger than the whole bound', async () => {
    const store = createVariantStore(dir, 1000);
    const key = variantKey('big', 1920, 'webp');
    await store.write(key, 'webp', Buffer.alloc(2000));
    expect(await store.read(key)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('indexes the folder on start, oldest first, and trims it to the bound', async () => {
    const names = [0, 1, 2, 3].map((n) => `${variantKey(`old-${n}`, 96, 'webp')}.webp`);
    names.forEach((name, n) => {
      writeFileSync(path.join(dir, name), Buffer.alloc(400));
      utimesSync(path.join(dir, name), 1_000_000 + n, 1_000_000 + n);
    });
    writeFileSync(path.join(dir, 'not-a-variant.txt'), 'x');
    const store = createVariantStore(dir, 1000);
    expect(store.size).toBe(800);
    await eventually(() =>
      expect(readdirSync(dir).sort()).toEqual([names[2], names[3], 'not-a-variant.txt'].sort()),
    );
    expect(await store.read(names[3]?.slice(0, 32) ?? '')).toEqual({
      bytes: Buffer.alloc(400),
      extension: 'webp',
    });
  });

  it('holds variants in memory when its folder cannot be made, logging once and counting each', async () => {
    const failures = async () =>
      (await metrics().imageCacheDiskFailures.get()).values[0]?.value ?? 0;
    const before = await failures();
    logged.length = 0;
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, 'x');
    const store = createVariantStore(path.join(blocker, 'cache'), 10_000, { memoryBytes: 3000 });
    const keys = [0, 1, 2].map((n) => variantKey(`x-${n}`, 96, 'webp'));
    for (const [n, key] of keys.entries()) await store.write(key, 'webp', Buffer.alloc(10, n));
    for (const [n, key] of keys.entries())
      expect(await store.read(key)).toEqual({ bytes: Buffer.alloc(10, n), extension: 'webp' });
    expect(logged.map((line) => line.msg)).toEqual([
      'image cache folder unusable: variants held in memory only',
    ]);
    // Once at start, once per variant.
    expect((await failures()) - before).toBe(4);
  });

  it('holds variants in memory while its folder is gone, and uses the folder again once it can', async () => {
    logged.length = 0;
    const folder = path.join(dir, 'cache');
    const store = createVariantStore(folder, 10_000, { memoryBytes: 3000 });
    rmSync(folder, { recursive: true });
    writeFileSync(folder, 'not a folder');
    const kept = variantKey('while-gone', 96, 'webp');
    await store.write(kept, 'webp', Buffer.alloc(10, 7));
    expect(await store.read(kept)).toEqual({ bytes: Buffer.alloc(10, 7), extension: 'webp' });
    rmSync(folder);
    const later = variantKey('later', 96, 'webp');
    await store.write(later, 'webp', Buffer.alloc(10));
    expect(readdirSync(folder)).toEqual([`${later}.webp`]);
    expect(logged.map((line) => line.msg)).toEqual([
      'image cache folder unusable: variants held in memory only',
      'image cache folder usable again',
    ]);
  });

  it('holds the hottest variants in memory, within its bound, and drops them with their file', async () => {
    const store = createVariantStore(dir, 10_000, { memoryBytes: 3000 });
    const keys = Array.from({ length: 6 }, (_, n) => variantKey(`hot-${n}`, 320, 'avif'));
    for (const [n, key] of keys.entries()) await store.write(key, 'avif', Buffer.alloc(300, n));
    // Read without its file: answered from memory (six of 300 bytes fit its 3000).
    rmSync(path.join(dir, `${keys[5]}.avif`));
    expect(await store.read(keys[5] ?? '')).toEqual({
      bytes: Buffer.alloc(300, 5),
      extension: 'avif',
    });
    // A variant over a tenth of the memory bound is read from its file each time.
    const big = variantKey('big', 1280, 'avif');
    await store.write(big, 'avif', Buffer.alloc(400));
    rmSync(path.join(dir, `${big}.avif`));
    expect(await store.read(big)).toBeNull();
    // Pushed off the disk by newer variants: gone from memory too.
    for (let n = 0; n < 40; n++)
      await store.write(variantKey(`new-${n}`, 320, 'avif'), 'avif', Buffer.alloc(300));
    expect(await store.read(keys[0] ?? '')).toBeNull();
  });

  it('forgets a variant whose file has gone', async () => {
    const store = createVariantStore(dir, 10_000);
    const key = variantKey('gone', 320, 'webp');
    await store.write(key, 'webp', Buffer.alloc(10));
    rmSync(path.join(dir, `${key}.webp`));
    expect(await store.read(key)).toBeNull();
    expect(store.size).toBe(0);
  });
});
