import { describe, expect, it } from 'vitest';
import {
  IMAGE_SLOTS,
  IMAGE_WIDTHS,
  isUsableLogo,
  pictureAttributes,
  shopPicture,
  variantUrl,
} from './image-variants';

const BASE = 'https://cdn.example.ir/images/';
const ID = '3F2B8C4E-1A2B-4C3D-8E9F-001122334455';
const media = (id: string) => ({ kind: 'variants', source: { kind: 'media', id } });
const name = (...segments: string[]) => ({ kind: 'variants', source: { kind: 'name', segments } });

describe('shopPicture', () => {
  it('takes media ids, as ids or as the media path', () => {
    expect(shopPicture(ID, BASE)).toEqual(media(ID));
    expect(shopPicture(' 12345 ', BASE)).toEqual(media('12345'));
    expect(shopPicture(`/api/shop/media/${ID}`, BASE)).toEqual(media(ID));
  });

  it('takes bare names, and URLs or paths under the image base, as names', () => {
    expect(shopPicture('tea.jpg', BASE)).toEqual(name('tea.jpg'));
    expect(shopPicture('products/چای.jpg', BASE)).toEqual(name('products', 'چای.jpg'));
    expect(shopPicture('https://cdn.example.ir/images/products/tea.jpg', BASE)).toEqual(
      name('products', 'tea.jpg'),
    );
    expect(shopPicture('HTTPS://CDN.example.ir/images/tea.jpg', BASE)).toEqual(name('tea.jpg'));
    expect(shopPicture('/media/logo.svg', '/media/')).toEqual(name('logo.svg'));
  });

  it('keeps our own static pictures as they are', () => {
    expect(shopPicture('/images/placeholder-1.svg', BASE)).toEqual({
      kind: 'static',
      path: '/images/placeholder-1.svg',
    });
  });

  it.each([
    // other hosts, other schemes and paths outside the base
    'https://evil.example/x.png',
    'https://cdn.example.ir/other/x.png',
    'https://cdn.example.ir/images-evil/x.png',
    'http://cdn.example.ir/images/x.png',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '\\\\evil.example\\x.png',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'file:///etc/passwd',
    '/media/x.png',
    '/images/../secret.svg',
    // names that would leave the base
    '../x.png',
    'a/../../x.png',
    './x.png',
    'a//x.png',
    'a\\..\\x.png',
    'x.png?y',
    'x%2F..',
    'a\u0000.png',
    'https://cdn.example.ir/images/../x.png',
  ])('refuses %j', (url) => {
    expect(shopPicture(url, BASE)).toBeNull();
  });

  it('gives null for nothing', () => {
    expect(shopPicture(null, BASE)).toBeNull();
    expect(shopPicture(undefined, BASE)).toBeNull();
    expect(shopPicture('   ', BASE)).toBeNull();
  });
});

describe('variant URLs and slots', () => {
  it('writes one URL form per source, names percent-encoded', () => {
    expect(variantUrl({ kind: 'media', id: ID }, 320)).toBe(`/_img/320/m/${ID}`);
    expect(variantUrl({ kind: 'name', segments: ['a b', 'چای.jpg'] }, 96)).toBe(
      '/_img/96/n/a%20b/%DA%86%D8%A7%DB%8C.jpg',
    );
    expect(variantUrl({ kind: 'logo', icon: false }, 48)).toBe('/_img/48/logo');
    expect(variantUrl({ kind: 'logo', icon: true }, 192)).toBe('/_img/192/logo.png');
  });

  it('offers only listed widths, src among them', () => {
    for (const slot of Object.values(IMAGE_SLOTS)) {
      for (const width of slot.widths) expect(IMAGE_WIDTHS).toContain(width);
      expect(slot.widths).toContain(slot.fallbackWidth);
    }
  });

  it('sends a phone the gallery and a banner at most a quarter wider than its screen needs', () => {
    // The phone's slot width from the slot's sizes, `calc(Nvw - Mrem)` under its max-width.
    const phoneSlot = (sizes: string, viewport: number) => {
      const [, vw, rem] = /^\(max-width: 48rem\) calc\((\d+)vw - (\d+)rem\)/.exec(sizes) ?? [];
      return (Number(vw) / 100) * viewport - Number(rem) * 16;
    };
    // What a browser takes from srcset: the narrowest width at or above the screen's density.
    const taken = (widths: readonly number[], needed: number) =>
      widths.find((width) => width >= needed) ?? Infinity;
    // Lighthouse's phone (412 px at 1.75×) and a cheap Android (360 px at 2×).
    for (const [viewport, density] of [
      [412, 1.75],
      [360, 2],
    ] as const) {
      for (const slot of [IMAGE_SLOTS.gallery, IMAGE_SLOTS.banner]) {
        const needed = phoneSlot(slot.sizes, viewport) * density;
        expect(taken(slot.widths, needed) / needed).toBeLessThan(1.25);
      }
    }
  });

  it('gives src, srcset and sizes for variants, src alone for static pictures', () => {
    expect(
      pictureAttributes({ kind: 'variants', source: { kind: 'media', id: '7' } }, 'thumb'),
    ).toEqual({
      src: '/_img/96/m/7',
      srcSet: '/_img/96/m/7 96w, /_img/160/m/7 160w, /_img/240/m/7 240w',
      sizes: '4.5rem',
    });
    expect(pictureAttributes({ kind: 'static', path: '/images/fallback.svg' }, 'card')).toEqual({
      src: '/images/fallback.svg',
    });
  });
});

describe('isUsableLogo', () => {
  const EMBEDDED = { imageBaseUrl: '/media/', shopApiUrl: null };
  const UPSTREAM = {
    imageBaseUrl: 'https://cdn.example.ir/images/',
    shopApiUrl: 'https://api.example.ir:8443',
  };

  it('takes pictures of the shop, and the logo’s own http(s) URL on the image base’s or the API’s host', () => {
    expect(isUsableLogo('logo.svg', EMBEDDED)).toBe(true);
    expect(isUsableLogo('12345', EMBEDDED)).toBe(true);
    expect(isUsableLogo('https://cdn.example.ir/brand/logo.png', UPSTREAM)).toBe(true);
    expect(isUsableLogo('http://CDN.example.ir/logo.png', UPSTREAM)).toBe(true);
    expect(isUsableLogo('https://api.example.ir:8443/files/logo.png', UPSTREAM)).toBe(true);
    expect(isUsableLogo(null, EMBEDDED)).toBe(false);
    expect(isUsableLogo('javascript:alert(1)', EMBEDDED)).toBe(false);
    expect(isUsableLogo('/images/fallback.svg', EMBEDDED)).toBe(false);
  });

  it('refuses a logo URL on any other host: loopback in any spelling, another port, credentials', () => {
    for (const value of [
      'https://files.example.ir/logo.png',
      'http://0x7f000001:8080/logo.png',
      'http://127.1/logo.png',
      'http://[::1]/logo.png',
      'http://169.254.169.254/latest/meta-data/',
      'https://api.example.ir/files/logo.png',
      'https://api.example.ir:8443@evil.example/logo.png',
      'https://user:pw@cdn.example.ir/logo.png',
      'https://cdn.example.ir.evil.example/logo.png',
    ]) {
      expect(isUsableLogo(value, UPSTREAM), value).toBe(false);
    }
    // With the embedded shop and a path-only image base, no host is the shop's.
    expect(isUsableLogo('http://127.0.0.1:8080/media/logo.svg', EMBEDDED)).toBe(false);
  });
});
