import { describe, expect, it } from 'vitest';
import { iconTypeFor, logoUrl, resolveImageUrl } from './images';

const BASE = 'https://cdn.example.ir/images/';

describe('resolveImageUrl', () => {
  it('keeps a full http(s) URL', () => {
    expect(resolveImageUrl('https://cdn.example.ir/a.jpg', BASE)).toBe('https://cdn.example.ir/a.jpg');
    expect(resolveImageUrl('HTTP://cdn.example.ir/a.jpg', BASE)).toBe('HTTP://cdn.example.ir/a.jpg');
  });

  it('keeps a path starting with /', () => {
    expect(resolveImageUrl('/media/products/tea.webp', BASE)).toBe('/media/products/tea.webp');
  });

  it('sends a media id to the media endpoint', () => {
    expect(resolveImageUrl('3F2B8C4E-1A2B-4C3D-8E9F-001122334455', BASE)).toBe(
      '/api/shop/media/3F2B8C4E-1A2B-4C3D-8E9F-001122334455',
    );
    expect(resolveImageUrl('12345', BASE)).toBe('/api/shop/media/12345');
  });

  it('joins a bare name to the base with exactly one slash', () => {
    expect(resolveImageUrl('tea.jpg', BASE)).toBe('https://cdn.example.ir/images/tea.jpg');
    expect(resolveImageUrl('tea.jpg', 'https://cdn.example.ir/images')).toBe('https://cdn.example.ir/images/tea.jpg');
    expect(resolveImageUrl(' sub/tea.jpg ', '/media//')).toBe('/media/sub/tea.jpg');
  });

  it('gives null for nothing', () => {
    expect(resolveImageUrl(null, BASE)).toBeNull();
    expect(resolveImageUrl(undefined, BASE)).toBeNull();
    expect(resolveImageUrl('   ', BASE)).toBeNull();
  });

  it('refuses unsafe forms', () => {
    for (const unsafe of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'vbscript:x',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '\\\\evil.example\\x.png',
      'https:///x.png',
    ]) {
      expect(resolveImageUrl(unsafe, BASE), unsafe).toBeNull();
    }
  });
});

describe('logoUrl', () => {
  it('prefers fullPath, else the name joined to the base', () => {
    expect(logoUrl({ fullPath: '/media/logo.svg', name: 'x.png', extension: null }, BASE)).toBe('/media/logo.svg');
    expect(logoUrl({ fullPath: null, name: 'logo.png', extension: '.png' }, BASE)).toBe(
      'https://cdn.example.ir/images/logo.png',
    );
    expect(logoUrl(null, BASE)).toBeNull();
  });
});

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
