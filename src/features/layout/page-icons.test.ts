import { describe, expect, it } from 'vitest';
import { pageIcons } from './page-icons';

const EMBEDDED = { imageBaseUrl: '/media/', shopApiUrl: null };

describe('pageIcons', () => {
  it('gives favicon, shortcut icon and touch icon as PNGs of the logo from the image endpoint', () => {
    expect(
      pageIcons(
        { fullPath: null, name: 'logo.svg', extension: 'svg' },
        { imageBaseUrl: 'https://cdn.example.ir/img/', shopApiUrl: null },
      ),
    ).toEqual([
      { rel: 'icon', href: '/_img/48/logo.png', type: 'image/png', sizes: '48x48' },
      { rel: 'shortcut icon', href: '/_img/48/logo.png', type: 'image/png', sizes: '48x48' },
      { rel: 'apple-touch-icon', href: '/_img/192/logo.png', type: 'image/png', sizes: '192x192' },
    ]);
  });

  it('takes a full path or a media id as well', () => {
    expect(
      pageIcons(
        { fullPath: 'https://x.ir/a/logo.ico', name: null, extension: null },
        { imageBaseUrl: '/media/', shopApiUrl: 'https://x.ir' },
      ),
    ).toHaveLength(3);
    expect(pageIcons({ fullPath: null, name: '12345', extension: null }, EMBEDDED)).toHaveLength(3);
  });

  it('gives no icons without a logo the endpoint can serve', () => {
    expect(pageIcons(null, EMBEDDED)).toEqual([]);
    expect(pageIcons(undefined, EMBEDDED)).toEqual([]);
    expect(
      pageIcons({ fullPath: 'javascript:alert(1)', name: null, extension: null }, EMBEDDED),
    ).toEqual([]);
    expect(
      pageIcons({ fullPath: '/elsewhere/logo.png', name: null, extension: null }, EMBEDDED),
    ).toEqual([]);
  });
});
