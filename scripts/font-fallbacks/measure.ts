/**
 * Writes src/styles/font-fallbacks.css: for each platform's own Persian font, a
 * face with the size and line metrics of Vazirmatn, so that the swap to
 * Vazirmatn, when it arrives after the first paint, moves nothing
 * (docs/decisions/0021). Run it when Vazirmatn or a fallback changes:
 *
 *   npx tsx scripts/font-fallbacks/measure.ts
 *
 * Chromium lays each font out: the width of the shop's own Persian words
 * (every Persian run of src/, shaped, digits included) and the ascent,
 * descent and line gap layout uses. The fonts come from files: Vazirmatn as
 * the shop serves it (its npm package's, cut by scripts/fonts/subset-vazirmatn.ts), Noto Naskh Arabic (Android's Persian font) from
 * @fontsource's, DejaVu Sans (Linux's) from Debian's fonts-dejavu-core, which
 * Chromium needs. The fallbacks' unicode-range is what Vazirmatn's cut covers
 * (fc-query), so that the same characters change font at the swap and no others.
 */
import { execFileSync } from 'node:child_process';
import { globSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { fallbackOverrides, fallbackRule, type FaceMetrics } from './overrides';
import { VAZIRMATN_FILES } from '../fonts/persian-subset';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const OUTPUT = path.join(root, 'src/styles/font-fallbacks.css');

type Weight = 400 | 700;
const WEIGHTS: readonly Weight[] = [400, 700];

/** The files the shop serves (scripts/fonts/persian-subset.ts). */
const VAZIRMATN = Object.fromEntries(
  VAZIRMATN_FILES.map((file) => [file.weight, file.subset]),
) as Record<Weight, string>;

/**
 * The fallbacks, most used first: the family name the stylesheet gives each, the
 * platform, the local names a system knows the font by (full and PostScript), and
 * the file measured here.
 */
const FALLBACKS: ReadonlyArray<{
  family: string;
  platform: string;
  locals: Record<Weight, readonly string[]>;
  files: Record<Weight, string>;
}> = [
  {
    family: 'Vazirmatn fallback Noto Naskh',
    platform: 'Android',
    locals: {
      400: [
        'Noto Naskh Arabic',
        'NotoNaskhArabic-Regular',
        'Noto Naskh Arabic UI',
        'NotoNaskhArabicUI-Regular',
      ],
      700: [
        'Noto Naskh Arabic Bold',
        'NotoNaskhArabic-Bold',
        'Noto Naskh Arabic UI Bold',
        'NotoNaskhArabicUI-Bold',
      ],
    },
    files: {
      400: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2'),
      700: require.resolve('@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2'),
    },
  },
  {
    family: 'Vazirmatn fallback DejaVu',
    platform: 'Linux',
    locals: { 400: ['DejaVu Sans', 'DejaVuSans'], 700: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
    files: {
      400: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
      700: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    },
  },
];

/** Every Persian run of the shop's code, once: the words it shows (the tests' left out). */
function sampleText(): string {
  const files = globSync('src/**/*.{ts,tsx}', { cwd: root }).filter(
    (file) => !/\.test\.tsx?$/.test(file),
  );
  const runs = files.flatMap(
    (file) =>
      readFileSync(path.join(root, file), 'utf8').match(
        /[\u0600-\u06ff\u200c][\u0600-\u06ff\u200c ]*/g,
      ) ?? [],
  );
  return [...new Set(runs.map((run) => run.trim()))].sort().join(' ');
}

/** Vazirmatn's coverage as a unicode-range, from fc-query's charset ("20-21 28-29 2b …"). */
function vazirmatnRange(): string {
  const charset = execFileSync('fc-query', ['-f', '%{charset}', VAZIRMATN[400]], {
    encoding: 'utf8',
  }).trim();
  return charset
    .split(/\s+/)
    .map((range) => `U+${range.toUpperCase()}`)
    .join(', ');
}

const dataUrl = (file: string) =>
  `data:font/${file.endsWith('.woff2') ? 'woff2' : 'ttf'};base64,${readFileSync(file).toString('base64')}`;

async function main() {
  const sample = sampleText();
  const faces = [
    ...WEIGHTS.map((weight) => ({ name: `web-${weight}`, weight, file: VAZIRMATN[weight] })),
    ...FALLBACKS.flatMap((fallback, index) =>
      WEIGHTS.map((weight) => ({
        name: `fallback${index}-${weight}`,
        weight,
        file: fallback.files[weight],
      })),
    ),
  ];
  const css = faces
    .map(
      (face) =>
        `@font-face { font-family: '${face.name}'; font-weight: ${face.weight}; src: url(${dataUrl(face.file)}); }`,
    )
    .join('\n');

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.setContent(
    `<!doctype html><html lang="fa" dir="rtl"><style>${css}</style><body></body></html>`,
  );
  const measured = await page.evaluate(
    async ({ faces, sample }) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      const result: Record<
        string,
        { width: number; ascent: number; descent: number; lineGap: number }
      > = {};
      for (const face of faces) {
        const font = `${face.weight} 100px '${face.name}'`;
        const loaded = await document.fonts.load(font, sample);
        if (loaded.length === 0) throw new Error(`${face.name} did not load`);
        canvas.font = font;
        const metrics = canvas.measureText(sample);
        const line = document.createElement('span');
        line.style.cssText = `font: ${font}; line-height: normal; display: inline-block; white-space: nowrap`;
        line.textContent = 'آ';
        document.body.append(line);
        const height = line.getBoundingClientRect().height;
        line.remove();
        const { fontBoundingBoxAscent: ascent, fontBoundingBoxDescent: descent } = metrics;
        result[face.name] = {
          width: metrics.width,
          ascent,
          descent,
          lineGap: height - ascent - descent,
        };
      }
      return result;
    },
    { faces: faces.map(({ name, weight }) => ({ name, weight })), sample },
  );
  await browser.close();

  const range = vazirmatnRange();
  const rules = FALLBACKS.flatMap((fallback, index) =>
    WEIGHTS.map((weight) => {
      const web: FaceMetrics = measured[`web-${weight}`]!;
      const local: FaceMetrics = measured[`fallback${index}-${weight}`]!;
      const overrides = fallbackOverrides(web, local);
      console.log(`${fallback.family} ${weight}: size-adjust ${overrides.sizeAdjust}%`);
      const rule = fallbackRule({
        family: fallback.family,
        weight,
        locals: fallback.locals[weight],
        unicodeRange: range,
        overrides,
      });
      return `/* ${fallback.platform} */\n${rule}`;
    }),
  );
  const header = [
    '/*',
    ' * Written by scripts/font-fallbacks/measure.ts; edit that, not this.',
    ' * Each platform’s own Persian font, sized and spaced like Vazirmatn, for the',
    ' * characters Vazirmatn’s cut has, so that the swap moves nothing (docs/decisions/0021).',
    ' */',
  ].join('\n');
  const options = { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT };
  writeFileSync(OUTPUT, await format(`${header}\n${rules.join('\n\n')}\n`, options));
  console.log(`wrote ${path.relative(root, OUTPUT)} from ${sample.length} characters of Persian`);
}

await main();
