import { describe, expect, it } from 'vitest';
import { negotiateFormat } from './negotiate';

describe('negotiateFormat', () => {
  it("takes AVIF, then WebP, from a browser's image Accept header", () => {
    expect(
      negotiateFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'),
    ).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
  });

  it('gives null when neither is named: the source format (JPEG or PNG) is answered', () => {
    expect(negotiateFormat('image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5')).toBeNull();
    expect(negotiateFormat('*/*')).toBeNull();
    expect(negotiateFormat('')).toBeNull();
    expect(negotiateFormat(null)).toBeNull();
  });

  it('honours q=0, spaces and case', () => {
    expect(negotiateFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(negotiateFormat('image/avif; q=0.0, image/webp;q=0')).toBeNull();
    expect(negotiateFormat(' IMAGE/AVIF ; q=0.5')).toBe('avif');
  });
});
