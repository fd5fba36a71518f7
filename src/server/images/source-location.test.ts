import { describe, expect, it } from 'vitest';
import { locateSource, type LocationSettings } from './source-location';

const ID = '1da190a8-e0c8-551a-9f5e-34aabb2fd33e';
const EMBEDDED: LocationSettings = {
  imageBaseUrl: '/media/',
  shopApiUrl: null,
  fixtures: 'default',
};
const UPSTREAM: LocationSettings = {
  imageBaseUrl: 'https://cdn.example.ir/images/',
  shopApiUrl: 'https://api.example.ir',
  fixtures: 'default',
};

describe('locateSource', () => {
  it('fetches media ids through the shop API client, named by the upstream', () => {
    expect(locateSource({ kind: 'media', id: ID }, UPSTREAM, null)).toEqual({
      kind: 'media',
      id: ID,
      identity: `https://api.example.ir/api/shop/media/${ID}`,
    });
    expect(locateSource({ kind: 'media', id: ID.toUpperCase() }, EMBEDDED, null)?.identity).toBe(
      `embedded:default/api/shop/media/${ID}`,
    );
  });

  it('keeps two fixture scenarios apart', () => {
    const photos = locateSource(
      { kind: 'media', id: ID },
      { ...EMBEDDED, fixtures: 'photos' },
      null,
    );
    expect(photos?.identity).not.toBe(
      locateSource({ kind: 'media', id: ID }, EMBEDDED, null)?.identity,
    );
  });

  it('joins names to an http(s) image base, percent-encoded, never leaving it', () => {
    expect(
      locateSource({ kind: 'name', segments: ['products', 'چای سبز.jpg'] }, UPSTREAM, null),
    ).toEqual({
      kind: 'url',
      url: 'https://cdn.example.ir/images/products/%DA%86%D8%A7%DB%8C%20%D8%B3%D8%A8%D8%B2.jpg',
      identity:
        'https://cdn.example.ir/images/products/%DA%86%D8%A7%DB%8C%20%D8%B3%D8%A8%D8%B2.jpg',
    });
    // Segments come checked from parseImagePath; a colon or '@' still stays a path.
    expect(
      locateSource({ kind: 'name', segments: ['evil.example:80@x', 'a.jpg'] }, UPSTREAM, null),
    ).toMatchObject({
      url: 'https://cdn.example.ir/images/evil.example%3A80%40x/a.jpg',
    });
  });

  it('asks the embedded shop for names under a path base, and nothing with an upstream', () => {
    expect(locateSource({ kind: 'name', segments: ['logo.svg'] }, EMBEDDED, null)).toEqual({
      kind: 'embedded',
      path: '/media/logo.svg',
      identity: 'embedded:default/media/logo.svg',
    });
    expect(
      locateSource(
        { kind: 'name', segments: ['a.jpg'] },
        { ...UPSTREAM, imageBaseUrl: '/media/' },
        null,
      ),
    ).toBeNull();
  });

  it("finds the logo from the shop data's value", () => {
    const logo = { kind: 'logo', icon: false } as const;
    expect(locateSource(logo, EMBEDDED, 'logo.svg')).toMatchObject({
      kind: 'embedded',
      path: '/media/logo.svg',
    });
    expect(locateSource(logo, EMBEDDED, '/media/logo.svg')).toMatchObject({
      kind: 'embedded',
      path: '/media/logo.svg',
    });
    expect(locateSource(logo, UPSTREAM, ID)).toMatchObject({ kind: 'media', id: ID });
    expect(locateSource(logo, UPSTREAM, 'https://api.example.ir/brand/logo.png')).toEqual({
      kind: 'url',
      url: 'https://api.example.ir/brand/logo.png',
      identity: 'https://api.example.ir/brand/logo.png',
    });
  });

  it('gives nothing for a missing or unsafe logo', () => {
    const logo = { kind: 'logo', icon: true } as const;
    for (const value of [
      null,
      '',
      'javascript:alert(1)',
      '//evil.example/x.png',
      'file:///etc/passwd',
      '../x.png',
      'https://files.example.ir/brand/logo.png',
      'http://0x7f000001:8080/logo.png',
    ]) {
      expect(locateSource(logo, UPSTREAM, value), String(value)).toBeNull();
    }
  });
});
