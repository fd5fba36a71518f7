import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGES, productPictures } from './product-images';

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
    expect(
      productPictures(['javascript:alert(1)', 'https://elsewhere.example/a.jpg'], '/media/'),
    ).toEqual(placeholders);
  });
});
