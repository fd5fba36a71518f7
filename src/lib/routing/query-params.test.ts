import { describe, expect, it } from 'vitest';
import { idParam, pageParam } from './query-params';

const params = (text: string) => new URLSearchParams(text);

describe('query parameters', () => {
  it('read a page, 1 for anything odd', () => {
    expect(pageParam(params('page=3'))).toBe(3);
    expect(pageParam(params('reviews=2'), 'reviews')).toBe(2);
    for (const odd of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=1e9'])
      expect(pageParam(params(odd)), odd).toBe(1);
  });

  it('read an id, null for anything odd', () => {
    expect(idParam(params('order=3001'), 'order')).toBe('3001');
    expect(idParam(params('order=S-3001'), 'order')).toBe('S-3001');
    for (const odd of ['order=', 'order=../x', 'order=%3Cscript%3E', `order=${'9'.repeat(65)}`]) {
      expect(idParam(params(odd), 'order'), odd).toBeNull();
    }
  });
});
