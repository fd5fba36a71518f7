import { describe, expect, it } from 'vitest';
import { readUserIdFromToken } from './token';

function jwt(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('readUserIdFromToken', () => {
  it('reads user_id first', () => {
    expect(readUserIdFromToken(jwt({ user_id: '42', sub: 'other' }))).toBe('42');
  });

  it('falls back to sub, then nameid', () => {
    expect(readUserIdFromToken(jwt({ sub: 7 }))).toBe('7');
    expect(readUserIdFromToken(jwt({ nameid: 'u-9' }))).toBe('u-9');
    expect(readUserIdFromToken(jwt({ nameid: ['u-10', 'x'] }))).toBe('u-10');
  });

  it('decodes base64url payloads holding Persian text', () => {
    expect(readUserIdFromToken(jwt({ name: 'کاربر نمونه؟>>', user_id: 5 }))).toBe('5');
  });

  it('gives null for anything unreadable, without throwing', () => {
    for (const token of [
      null,
      undefined,
      '',
      'abc',
      'a.%%%.c',
      'a.bm90IGpzb24.c',
      jwt('text'),
      jwt({ role: 'x' }),
      jwt({ user_id: '' }),
    ]) {
      expect(readUserIdFromToken(token)).toBeNull();
    }
  });
});
