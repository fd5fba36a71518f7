import { describe, expect, it } from 'vitest';
import { variantUrl } from '@/lib/images/image-variants';
import { parseImagePath } from './image-request';

const ID = '1da190a8-e0c8-551a-9f5e-34aabb2fd33e';

describe('parseImagePath', () => {
  it('reads media ids, names under the image base and the logo', () => {
    expect(parseImagePath(`/_img/320/m/${ID}`)).toEqual({
      width: 320,
      source: { kind: 'media', id: ID },
    });
    expect(parseImagePath('/_img/96/m/12345')).toEqual({
      width: 96,
      source: { kind: 'media', id: '12345' },
    });
    expect(parseImagePath('/_img/640/n/products/tea.jpg')).toEqual({
      width: 640,
      source: { kind: 'name', segments: ['products', 'tea.jpg'] },
    });
    expect(parseImagePath('/_img/48/logo')).toEqual({
      width: 48,
      source: { kind: 'logo', icon: false },
    });
    expect(parseImagePath('/_img/192/logo.png')).toEqual({
      width: 192,
      source: { kind: 'logo', icon: true },
    });
  });

  it('reads the installed app’s icons at 192 and 512 px', () => {
    expect(parseImagePath('/_img/192/app-icon.png')).toEqual({
      width: 192,
      source: { kind: 'app-icon', maskable: false },
    });
    expect(parseImagePath('/_img/512/app-icon-maskable.png')).toEqual({
      width: 512,
      source: { kind: 'app-icon', maskable: true },
    });
    expect(parseImagePath('/_img/512/app-icon.png/x')).toEqual({ refused: 'source' });
  });

  it('reads product ids: numbers, UUIDs and plain codes, nothing else', () => {
    expect(parseImagePath('/_img/96/p/101')).toEqual({
      width: 96,
      source: { kind: 'product', id: '101' },
    });
    expect(parseImagePath(`/_img/160/p/${ID}`)).toEqual({
      width: 160,
      source: { kind: 'product', id: ID },
    });
    expect(parseImagePath('/_img/48/p/BK_1001-a')).toEqual({
      width: 48,
      source: { kind: 'product', id: 'BK_1001-a' },
    });
    for (const path of [
      '/_img/96/p/',
      '/_img/96/p/1/2',
      '/_img/96/p/..',
      '/_img/96/p/a%2Fb',
      '/_img/96/p/%DA%A9',
      '/_img/96/p/1.5',
      `/_img/96/p/${'1'.repeat(65)}`,
    ]) {
      expect(parseImagePath(path), path).toEqual({ refused: 'source' });
    }
  });

  it('reads back every URL the markup writes, Persian names included', () => {
    for (const source of [
      { kind: 'media', id: ID },
      { kind: 'name', segments: ['عکس‌ها', 'چای سبز.jpg'] },
      { kind: 'product', id: '101' },
      { kind: 'logo', icon: false },
      { kind: 'logo', icon: true },
      { kind: 'app-icon', maskable: false },
      { kind: 'app-icon', maskable: true },
    ] as const) {
      expect(parseImagePath(variantUrl(source, 480))).toEqual({ width: 480, source });
    }
  });

  it('refuses a width outside the fixed list', () => {
    for (const width of ['321', '0', '-96', '96.5', '1e3', '', 'x', '01920', '99999']) {
      expect(parseImagePath(`/_img/${width}/m/${ID}`), width).toEqual({ refused: 'width' });
    }
  });

  it.each([
    // another host or scheme in place of a source
    '/_img/320/https://evil.example/x.jpg',
    '/_img/320/https:/evil.example/x.jpg',
    '/_img/320/http%3A%2F%2Fevil.example%2Fx.jpg',
    '/_img/320//evil.example/x.jpg',
    '/_img/320/n/https%3A%2F%2Fevil.example%2Fx.jpg',
    '/_img/320/file:///etc/passwd',
    '/_img/320/data:image/png;base64,AAAA',
    '/_img/320/javascript:alert(1)',
    '/_img/320/u/evil.example/x.jpg',
    // names that leave the image base
    '/_img/320/n/../secret.jpg',
    '/_img/320/n/a/../../secret.jpg',
    '/_img/320/n/..%2Fsecret.jpg',
    '/_img/320/n/%2E%2E/secret.jpg',
    '/_img/320/n/a%2F..%2F..%2Fsecret.jpg',
    '/_img/320/n/a%5C..%5Csecret.jpg',
    '/_img/320/n//secret.jpg',
    '/_img/320/n/',
    '/_img/320/n/a.jpg%3Fx=1',
    '/_img/320/n/%E0%A4%A',
    '/_img/320/n/a%00.jpg',
  ])('refuses the source of %s', (path) => {
    expect(parseImagePath(path)).toEqual({ refused: 'source' });
  });

  it('refuses malformed media ids and logo paths', () => {
    expect(parseImagePath('/_img/320/m/not-an-id')).toEqual({ refused: 'source' });
    expect(parseImagePath(`/_img/320/m/${ID}/x`)).toEqual({ refused: 'source' });
    expect(parseImagePath('/_img/320/logo/x')).toEqual({ refused: 'source' });
    expect(parseImagePath('/_img/320')).toEqual({ refused: 'source' });
  });
});
