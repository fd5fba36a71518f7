import { describe, expect, it } from 'vitest';
import { iconTypeFor } from './images';

describe('iconTypeFor', () => {
  it.each([
    ['/media/logo.png', 'image/png'],
    ['https://x.ir/logo.SVG', 'image/svg+xml'],
    ['/favicon.ico?v=3', 'image/x-icon'],
    ['/logo.jpg#top', 'image/jpeg'],
    ['/logo.jpeg', 'image/jpeg'],
  ])('%s is %s', (url, type) => {
    expect(iconTypeFor(url)).toBe(type);
  });

  it('is null for other or missing extensions', () => {
    expect(iconTypeFor('/logo.webp')).toBeNull();
    expect(iconTypeFor('/api/shop/media/12345')).toBeNull();
    expect(iconTypeFor('https://x.png.example.ir/logo')).toBeNull();
  });
});
