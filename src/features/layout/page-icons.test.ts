import { describe, expect, it } from 'vitest';
import { pageIcons } from './page-icons';

describe('pageIcons', () => {
  it('gives favicon, shortcut icon and touch icon from the logo name and the image base', () => {
    expect(pageIcons({ fullPath: null, name: 'logo.png', extension: 'png' }, 'https://cdn.example.ir/img/')).toEqual([
      { rel: 'icon', href: 'https://cdn.example.ir/img/logo.png', type: 'image/png' },
      { rel: 'shortcut icon', href: 'https://cdn.example.ir/img/logo.png', type: 'image/png' },
      { rel: 'apple-touch-icon', href: 'https://cdn.example.ir/img/logo.png', type: 'image/png' },
    ]);
  });
  it('prefers the full path', () => {
    expect(pageIcons({ fullPath: 'https://x.ir/a/logo.svg', name: 'logo.png', extension: null }, '/media/')[0]).toEqual({
      rel: 'icon',
      href: 'https://x.ir/a/logo.svg',
      type: 'image/svg+xml',
    });
  });
  it('gives no icons without a logo', () => {
    expect(pageIcons(null, '/media/')).toEqual([]);
    expect(pageIcons(undefined, '/media/')).toEqual([]);
  });
});
