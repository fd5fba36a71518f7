import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { logger } from '../observe/logger';
import { recordImageCacheDiskFailure } from '../observe/metrics';

/** Bumped when the transform's settings change, so old variants are not served. */
const TRANSFORM_VERSION = 1;

/** The file name of a variant: its key and its format's extension. */
const VARIANT_FILE = /^([0-9a-f]{32})\.(avif|webp|jpeg|png)$/;

export type StoredVariant = { key: string; file: string; size: number; extension: string };

/**
 * A variant's cache key: the source's identity (where its bytes come from),
 * the width, and the format asked for ('avif', 'webp', 'png' for icons, or
 * 'source' for the source's own kind). Also the variant's ETag.
 */
export function variantKey(identity: string, width: number, format: string): string {
  return createHash('sha256')
    .update(`${TRANSFORM_VERSION}\n${identity}\n${width}\n${format}`)
    .digest('hex')
    .slice(0, 32);
}

export type VariantStore = {
  /** The variant's bytes and extension, or null when it is not kept (or its file has gone). */
  read(key: string): Promise<{ bytes: Buffer; extension: string } | null>;
  /** Keeps a variant; older ones are removed while the folder is over its bound. */
  write(key: string, extension: string, bytes: Buffer): Promise<void>;
  /** Bytes kept now, as counted. */
  readonly size: number;
};

/**
 * Transformed pictures on disk, bounded in bytes: an LRU index (lru-cache)
 * of the files, whose eviction deletes the file. On start the folder's
 * variants are indexed, oldest first, so the bound holds across restarts.
 * Files are written under a temporary name and renamed, so a reader never
 * sees half a file. One folder per server process: a second process's files
 * are not counted here.
 *
 * With `memoryBytes`, the most recently used variants' bytes are also held in
 * memory (bounded too), so that a hot picture is answered without reading its
 * file each time (docs/decisions/0011); a variant leaves memory when it
 * leaves the disk. A variant the folder cannot keep (it is full, unwritable,
 * gone or cannot be made) is held in memory all the same, so it is not made
 * again on every request (docs/decisions/0011): counted in metrics, and logged once
 * when the folder stops taking variants (and once when it takes them again).
 */
export function createVariantStore(
  dir: string,
  maxBytes: number,
  { memoryBytes = 0 }: { memoryBytes?: number } = {},
): VariantStore {
  const memory =
    memoryBytes > 0
      ? new LRUCache<string, { bytes: Buffer; extension: string }>({
          maxSize: memoryBytes,
          sizeCalculation: (entry) => Math.max(1, entry.bytes.byteLength),
        })
      : null;
  const index = new LRUCache<string, StoredVariant>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.size),
    dispose: (entry, key, reason) => {
      if (reason === 'evict' || reason === 'delete') {
        memory?.delete(key);
        unlink(entry.file).catch(() => {});
      }
    },
  });
  /** Held in memory when small enough to be worth it (a tenth of the memory bound at most). */
  const remember = (key: string, variant: { bytes: Buffer; extension: string }) => {
    if (memory && variant.bytes.byteLength <= memoryBytes / 10) memory.set(key, variant);
  };
  /** Whether the folder took the last variant (or, before any, could be made). */
  let folderUsable = true;
  const folderFailed = (error: unknown) => {
    recordImageCacheDiskFailure();
    if (!folderUsable) return;
    folderUsable = false;
    logger().warn(
      { dir, reason: String(error) },
      'image cache folder unusable: variants held in memory only',
    );
  };
  const folderWorks = () => {
    if (folderUsable) return;
    folderUsable = true;
    logger().info({ dir }, 'image cache folder usable again');
  };
  try {
    mkdirSync(dir, { recursive: true });
    for (const entry of existingVariants(dir)) index.set(entry.key, entry);
  } catch (error) {
    folderFailed(error);
  }

  return {
    async read(key) {
      const entry = index.get(key);
      // Memory first: the hottest variants, and those the folder could not keep.
      const held = memory?.get(key);
      if (held) return held;
      if (!entry) return null;
      try {
        const variant = { bytes: await readFile(entry.file), extension: entry.extension };
        remember(key, variant);
        return variant;
      } catch {
        index.delete(key);
        return null;
      }
    },
    async write(key, extension, bytes) {
      const file = path.join(dir, `${key}.${extension}`);
      const temporary = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        if (!folderUsable) await mkdir(dir, { recursive: true });
        await writeFile(temporary, bytes);
        await rename(temporary, file);
        index.set(key, { key, file, size: bytes.byteLength, extension });
        // A variant larger than the whole bound is not indexed: not kept either.
        if (!index.has(key)) await unlink(file);
        else remember(key, { bytes, extension });
        folderWorks();
      } catch (error) {
        await unlink(temporary).catch(() => {});
        folderFailed(error);
        remember(key, { bytes, extension });
      }
    },
    get size() {
      return index.calculatedSize;
    },
  };
}

/**
 * The folder's variant files, least recently written first; temporary files
 * left by a crash removed.
 */
function existingVariants(dir: string): StoredVariant[] {
  const found: Array<StoredVariant & { mtimeMs: number }> = [];
  const stale = Date.now() - 60_000;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const match = VARIANT_FILE.exec(name);
    try {
      const stat = statSync(file);
      if (!match) {
        if (name.endsWith('.tmp') && stat.mtimeMs < stale) unlinkSync(file);
        continue;
      }
      if (stat.isFile())
        found.push({
          key: match[1] ?? '',
          file,
          size: stat.size,
          extension: match[2] ?? '',
          mtimeMs: stat.mtimeMs,
        });
    } catch {
      // Removed meanwhile, or unreadable: not ours to keep.
    }
  }
  return found.sort((a, b) => a.mtimeMs - b.mtimeMs).map(({ mtimeMs: _, ...entry }) => entry);
}
