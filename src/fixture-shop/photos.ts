import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaFile } from './media';

/**
 * The `photos` scenario's pictures: each fixture picture as the camera-sized
 * JPEG a real shop uploads (products 1600×1600, banners 1920×640, about
 * 200–300 KB), made with sharp at first use and kept in a folder outside git.
 * A multi-scale texture gives them the detail of a photo, so they weigh (and
 * resize) like one; camera EXIF is written, and the pictures with an odd
 * hash are stored sideways with EXIF Orientation 6, as phones store them.
 * The folder is made with the first photo, never before: a fixture shop that
 * serves no photo (every other scenario) writes nothing, so it also runs where
 * its working folder is read-only (the container's non-root user).
 */
export type PhotoMedia = {
  /** The photo made from a fixture picture; vector pictures (the logo) as they are. */
  photoOf(key: string, file: MediaFile): Promise<MediaFile>;
};

const PRODUCT = { width: 1600, height: 1600 };
const BANNER = { width: 1920, height: 640 };
const TEXTURE_SIZE = 2048;
/** Bumped when the recipe changes, so older photos are made again. */
const RECIPE = 1;

export function createPhotoMedia(dir: string): PhotoMedia {
  const made = new Map<string, Promise<MediaFile>>();
  let texture: Buffer | undefined;

  async function make(key: string, source: Uint8Array): Promise<MediaFile> {
    const file = path.join(dir, `${key}-${RECIPE}.jpg`);
    try {
      return { body: new Uint8Array(readFileSync(file)), contentType: 'image/jpeg' };
    } catch {
      // Not made yet.
    }
    texture ??= multiScaleTexture(TEXTURE_SIZE, 7);
    const hash = createHash('sha256').update(key).digest();
    const meta = await sharp(source).metadata();
    const size = (meta.width ?? 1) / (meta.height ?? 1) > 2 ? BANNER : PRODUCT;
    const left = ((hash[0] ?? 0) * 0.4) | 0;
    const top = ((hash[1] ?? 0) * 0.4) | 0;
    const grain = await sharp(texture, {
      raw: { width: TEXTURE_SIZE, height: TEXTURE_SIZE, channels: 1 },
    })
      .extract({ left, top, width: size.width, height: size.height })
      .toColourspace('srgb')
      .png({ compressionLevel: 0 })
      .toBuffer();
    const sideways = ((hash[2] ?? 0) & 1) === 1;
    const upright = await sharp(source)
      .resize(size.width, size.height, { fit: 'cover', kernel: 'cubic' })
      .composite([{ input: grain, blend: 'overlay' }])
      .toBuffer();
    const photo = await sharp(upright)
      .rotate(sideways ? -90 : 0)
      .withExif({
        IFD0: { Make: 'Fixture', Model: 'Camera 12MP', Software: 'storefront fixtures' },
      })
      .withMetadata({ orientation: sideways ? 6 : 1 })
      .jpeg({ quality: 86 })
      .toBuffer();
    const temporary = `${file}.${process.pid}.tmp`;
    await mkdir(dir, { recursive: true });
    await writeFile(temporary, photo);
    await rename(temporary, file);
    return { body: new Uint8Array(photo), contentType: 'image/jpeg' };
  }

  return {
    photoOf(key, file) {
      if (file.contentType === 'image/svg+xml') return Promise.resolve(file);
      let photo = made.get(key);
      if (!photo) {
        photo = make(key, file.body);
        made.set(key, photo);
        photo.catch(() => made.delete(key));
      }
      return photo;
    },
  };
}

/**
 * Grey value noise summed over octaves from 1 to 3^(octaves-1) pixels,
 * around mid-grey: with an overlay blend it adds grain, blotches and shading
 * at every scale, as a photo has. Seeded, so every run makes the same photos.
 */
function multiScaleTexture(size: number, octaves: number): Buffer {
  let seed = 7;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const sum = new Float32Array(size * size);
  for (let octave = 0, cell = 1; octave < octaves; octave += 1, cell *= 3) {
    const amplitude = octave === 0 ? 14 : 16 + octave;
    const columns = Math.ceil(size / cell) + 2;
    const grid = Float32Array.from({ length: columns * columns }, () => random() * 2 - 1);
    for (let y = 0; y < size; y += 1) {
      const gy = Math.floor(y / cell);
      const ty = y / cell - gy;
      const sy = ty * ty * (3 - 2 * ty);
      for (let x = 0; x < size; x += 1) {
        const gx = Math.floor(x / cell);
        const tx = x / cell - gx;
        const sx = tx * tx * (3 - 2 * tx);
        const i = gy * columns + gx;
        const top = (grid[i] ?? 0) * (1 - sx) + (grid[i + 1] ?? 0) * sx;
        const bottom = (grid[i + columns] ?? 0) * (1 - sx) + (grid[i + columns + 1] ?? 0) * sx;
        sum[y * size + x] = (sum[y * size + x] ?? 0) + (top * (1 - sy) + bottom * sy) * amplitude;
      }
    }
  }
  return Buffer.from(
    Uint8Array.from(sum, (value) => Math.max(0, Math.min(255, Math.round(128 + value)))),
  );
}
