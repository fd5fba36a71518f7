import { describe, expect, it } from 'vitest';
import { webAppManifest } from './web-app';

describe('the web app manifest', () => {
  it('names the shop, speaks Persian right to left, opens standalone on the home page in the theme’s colours', () => {
    expect(webAppManifest('فروشگاه نمونه')).toMatchObject({
      name: 'فروشگاه نمونه',
      short_name: 'فروشگاه نمونه',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1e88e5',
      background_color: '#f9f9f9',
    });
  });

  it('offers 192 and 512 px icons and a maskable one, all from the image endpoint', () => {
    expect(webAppManifest('x').icons).toEqual([
      { src: '/_img/192/app-icon.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/_img/512/app-icon.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/_img/512/app-icon-maskable.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
  });
});
