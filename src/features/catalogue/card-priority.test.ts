import { describe, expect, it } from 'vitest';
import { cardPriority } from './card-priority';

describe('cardPriority', () => {
  it('asks for a phone’s first row first, then the rest of the first screen, then none', () => {
    expect([0, 1, 2, 3, 4, 9].map((index) => cardPriority(index))).toEqual([
      'first',
      'first',
      'eager',
      'eager',
      undefined,
      undefined,
    ]);
  });

  it('gives none where no card is in the first screen (home’s groups, under the banners)', () => {
    expect([0, 1, 2].map((index) => cardPriority(index, 0))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps the first row within the eager cards when there are fewer', () => {
    expect([0, 1].map((index) => cardPriority(index, 1))).toEqual(['first', undefined]);
  });
});
