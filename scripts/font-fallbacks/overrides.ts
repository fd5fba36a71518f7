/**
 * The arithmetic of a metric-matched fallback face (docs/decisions/0021): the
 * descriptors that make a local font take the room Vazirmatn takes, so that the
 * swap to Vazirmatn moves nothing. Pure, for scripts/font-fallbacks/measure.ts.
 */

/** What Chromium lays out for one face at a font size of 100px (so px are percent of the em). */
export type FaceMetrics = {
  /** Advance of the sample text, shaped. */
  width: number;
  /** The font's ascent and descent as layout uses them (canvas fontBoundingBox*). */
  ascent: number;
  descent: number;
  /** The line gap: a `line-height: normal` line's height less ascent and descent. */
  lineGap: number;
};

export type Overrides = {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
};

const percent = (value: number) => Math.round(value * 100) / 100;

/**
 * `size-adjust` scales the fallback's glyphs and metrics so that the sample is as
 * wide as in Vazirmatn; the overrides are Vazirmatn's ascent, descent and line
 * gap, divided by that scale because the browser multiplies them by it.
 */
export function fallbackOverrides(web: FaceMetrics, fallback: FaceMetrics): Overrides {
  if (!(web.width > 0 && fallback.width > 0))
    throw new Error('a face measured no width: is the font installed?');
  const scale = web.width / fallback.width;
  return {
    sizeAdjust: percent(scale * 100),
    ascentOverride: percent(web.ascent / scale),
    descentOverride: percent(web.descent / scale),
    lineGapOverride: percent(Math.max(0, web.lineGap) / scale),
  };
}

/** One `@font-face` rule of a fallback family. */
export function fallbackRule(options: {
  family: string;
  weight: number;
  locals: readonly string[];
  unicodeRange: string;
  overrides: Overrides;
}): string {
  const { family, weight, locals, unicodeRange, overrides } = options;
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  font-weight: ${weight};`,
    `  src: ${locals.map((name) => `local('${name}')`).join(', ')};`,
    `  unicode-range: ${unicodeRange};`,
    `  size-adjust: ${overrides.sizeAdjust}%;`,
    `  ascent-override: ${overrides.ascentOverride}%;`,
    `  descent-override: ${overrides.descentOverride}%;`,
    `  line-gap-override: ${overrides.lineGapOverride}%;`,
    '}',
  ].join('\n');
}
