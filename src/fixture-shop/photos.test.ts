import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPhotoMedia } from './photos';

const root = mkdtempSync(path.join(os.tmpdir(), 'fixture-photos-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the photos scenario’s pictures', () => {
  it('make their folder with the first photo, not before: a shop that serves none writes nothing', async () => {
    const dir = path.join(root, 'a', 'photos');
    const photos = createPhotoMedia(dir);
    expect(existsSync(dir)).toBe(false);
    const logo = {
      body: new Uint8Array(readFileSync('fixtures/media/logo.svg')),
      contentType: 'image/svg+xml',
    };
    expect(await photos.photoOf('logo', logo)).toBe(logo);
    expect(existsSync(dir)).toBe(false);

    const source = readFileSync('fixtures/media/059e5cf2-8e35-59c0-ac29-2bfcd4846625.webp');
    const photo = await photos.photoOf('059e5cf2', {
      body: new Uint8Array(source),
      contentType: 'image/webp',
    });
    expect(photo.contentType).toBe('image/jpeg');
    expect(existsSync(path.join(dir, '059e5cf2-1.jpg'))).toBe(true);
  });
});
