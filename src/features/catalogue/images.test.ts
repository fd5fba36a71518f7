import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGES, productImageUrls } from './images';

describe('productImageUrls', () => {
  it('resolves media ids and names', () => {
    expect(productImageUrls(['1da190a8-e0c8-551a-9f5e-34aabb2fd33e', 'a.webp'], '/media/')).toEqual([
      '/api/shop/media/1da190a8-e0c8-551a-9f5e-34aabb2fd33e',
      '/media/a.webp',
    ]);
  });

  it('gives the four placeholders when there is no usable picture', () => {
    expect(productImageUrls([], '/media/')).toEqual(PLACEHOLDER_IMAGES);
    expect(productImageUrls(['javascript:alert(1)'], '/media/')).toHaveLength(4);
  });
});
