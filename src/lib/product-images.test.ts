import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE, PLACEHOLDER_IMAGES, productLinePicture, productPictures } from './product-images';

describe('productPictures', () => {
  it('takes media ids and names under the image base', () => {
    expect(productPictures(['1da190a8-e0c8-551a-9f5e-34aabb2fd33e', 'a.webp'], '/media/')).toEqual([
      { kind: 'variants', source: { kind: 'media', id: '1da190a8-e0c8-551a-9f5e-34aabb2fd33e' } },
      { kind: 'variants', source: { kind: 'name', segments: ['a.webp'] } },
    ]);
  });

  it('gives the four placeholders when no picture is the shop’s own', () => {
    const placeholders = PLACEHOLDER_IMAGES.map((path) => ({ kind: 'static', path }));
    expect(productPictures([], '/media/')).toEqual(placeholders);
    expect(productPictures(['javascript:alert(1)', 'https://elsewhere.example/a.jpg'], '/media/')).toEqual(placeholders);
  });
});

describe('productLinePicture', () => {
  it('names the product for the image endpoint to look up, whatever the JSON type of its id', () => {
    expect(productLinePicture(101)).toEqual({ kind: 'variants', source: { kind: 'product', id: '101' } });
    expect(productLinePicture(' 9002 ')).toEqual({ kind: 'variants', source: { kind: 'product', id: '9002' } });
  });

  it('shows the fallback picture for an id the endpoint’s path cannot carry', () => {
    for (const id of ['', 'a/b', '../x', 'کد۱', 'x'.repeat(65)]) {
      expect(productLinePicture(id), id).toEqual({ kind: 'static', path: FALLBACK_IMAGE });
    }
  });
});
