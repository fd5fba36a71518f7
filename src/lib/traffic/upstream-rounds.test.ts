import { describe, expect, it } from 'vitest';
import { sequentialRounds } from './upstream-rounds';

describe('sequentialRounds', () => {
  const call = (at: number, ms: number) => ({ at, ms });

  it('counts calls made together once, and each call made after another ended once more', () => {
    expect(sequentialRounds([], 50)).toBe(0);
    // The home page: four calls together.
    expect(sequentialRounds([call(1, 100), call(1.2, 101), call(1.3, 99), call(2, 100)], 130)).toBe(
      1,
    );
    // Code lookup, then the product and its reviews together.
    expect(sequentialRounds([call(1, 100), call(101.5, 100), call(101.6, 100)], 230)).toBe(2);
    // Lookup, product, then reviews: three in a row.
    expect(sequentialRounds([call(1, 100), call(101.5, 100), call(202, 100)], 330)).toBe(3);
  });

  it('leaves out calls still running at the first byte, and follows the longest chain', () => {
    // The reviews (3 s) had not ended when the first byte went.
    expect(sequentialRounds([call(1, 100), call(101.5, 100), call(101.6, 3000)], 230)).toBe(2);
    // A short call and a long one together; a call after the short one only: still two rounds.
    expect(sequentialRounds([call(0, 10), call(0, 200), call(11, 100)], 250)).toBe(2);
    // A call after the long one makes three.
    expect(sequentialRounds([call(0, 10), call(11, 100), call(112, 50), call(0, 20)], 250)).toBe(3);
  });
});
