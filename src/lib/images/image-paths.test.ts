import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE, linePicture } from './image-paths';
import { IMAGE_SLOTS, pictureAttributes } from './image-variants';

describe('linePicture', () => {
  it('names the product for the image endpoint to look up, whatever the JSON type of its id', () => {
    expect(linePicture(101, 'lineThumb')).toEqual({
      src: '/_img/96/p/101',
      srcSet: '/_img/48/p/101 48w, /_img/96/p/101 96w, /_img/160/p/101 160w',
      sizes: '3rem',
    });
    expect(linePicture(' 9002 ', 'cartLine').src).toBe('/_img/160/p/9002');
  });

  it('writes what image-variants writes for a product source in the same slot', () => {
    for (const slot of ['cartLine', 'lineThumb'] as const) {
      expect(linePicture('101', slot)).toEqual(
        pictureAttributes({ kind: 'variants', source: { kind: 'product', id: '101' } }, slot),
      );
      expect(IMAGE_SLOTS[slot].widths.length).toBeGreaterThan(1);
    }
  });

  it('shows the fallback picture for an id the endpoint’s path cannot carry', () => {
    for (const id of ['', 'a/b', '../x', 'کد۱', 'x'.repeat(65)]) {
      expect(linePicture(id, 'cartLine'), id).toEqual({ src: FALLBACK_IMAGE });
    }
  });
});
