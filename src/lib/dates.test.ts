import { describe, expect, it } from 'vitest';
import { jalaliYear } from './dates';

describe('jalaliYear', () => {
  it('changes at Nowruz, in Tehran', () => {
    expect(jalaliYear(new Date('2026-03-20T12:00:00Z'))).toBe(1404);
    expect(jalaliYear(new Date('2026-03-21T12:00:00Z'))).toBe(1405);
    expect(jalaliYear(new Date('2026-11-22T00:00:00Z'))).toBe(1405);
  });
});
