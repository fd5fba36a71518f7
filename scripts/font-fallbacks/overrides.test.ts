import { describe, expect, it } from 'vitest';
import { fallbackOverrides, fallbackRule } from './overrides';

// Metrics at 100px, as scripts/font-fallbacks/measure.ts takes them from Chromium.
const vazirmatn = { width: 900, ascent: 110, descent: 58, lineGap: 0 };

describe('fallbackOverrides', () => {
  it('scales a wider fallback down to Vazirmatn’s width and gives it Vazirmatn’s line, undone by the scale', () => {
    const overrides = fallbackOverrides(vazirmatn, {
      width: 1200,
      ascent: 93,
      descent: 24,
      lineGap: 0,
    });
    expect(overrides.sizeAdjust).toBe(75);
    // The browser multiplies the overrides by size-adjust: 146.67 % × 0.75 is Vazirmatn’s 110 %.
    expect(overrides.ascentOverride).toBe(146.67);
    expect(overrides.descentOverride).toBe(77.33);
    expect(overrides.lineGapOverride).toBe(0);
  });

  it('scales a narrower fallback up, and never gives a negative line gap', () => {
    const overrides = fallbackOverrides(
      { ...vazirmatn, lineGap: -0.4 },
      { width: 750, ascent: 100, descent: 50, lineGap: 5 },
    );
    expect(overrides.sizeAdjust).toBe(120);
    expect(overrides.ascentOverride).toBe(91.67);
    expect(overrides.lineGapOverride).toBe(0);
  });

  it('refuses a face that measured no width (a font that did not load)', () => {
    expect(() =>
      fallbackOverrides(vazirmatn, { width: 0, ascent: 0, descent: 0, lineGap: 0 }),
    ).toThrow(/no width/);
  });
});

describe('fallbackRule', () => {
  it('writes one face: the local names in order, the range, the four descriptors', () => {
    const rule = fallbackRule({
      family: 'Vazirmatn fallback DejaVu',
      weight: 700,
      locals: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
      unicodeRange: 'U+20, U+600-6FF',
      overrides: {
        sizeAdjust: 79.49,
        ascentOverride: 140,
        descentOverride: 70,
        lineGapOverride: 0,
      },
    });
    expect(rule).toContain("font-family: 'Vazirmatn fallback DejaVu';");
    expect(rule).toContain('font-weight: 700;');
    expect(rule).toContain("src: local('DejaVu Sans Bold'), local('DejaVuSans-Bold');");
    expect(rule).toContain('unicode-range: U+20, U+600-6FF;');
    expect(rule).toContain('size-adjust: 79.49%;');
    expect(rule).toContain('ascent-override: 140%;');
    expect(rule).toContain('descent-override: 70%;');
    expect(rule).toContain('line-gap-override: 0%;');
  });
});
