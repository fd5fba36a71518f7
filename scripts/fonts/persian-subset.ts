/**
 * What of Vazirmatn the shop sends (docs/decisions/0097): the characters of
 * Persian text, from the package's Non-Latin cut. The cut also draws Arabic
 * presentation forms and the letters only Urdu, Kurdish, Pashto or Sindhi use;
 * a title that holds one is drawn by the next font of --font-family.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Code point ranges, both ends included. */
export const PERSIAN_TEXT: ReadonlyArray<readonly [number, number, string]> = [
  [0x0020, 0x007e, 'ASCII punctuation the cut draws (its Latin letters come from the next font)'],
  [0x00a0, 0x00ff, 'no-break space, « », × and ÷'],
  [0x060c, 0x060c, 'Arabic comma ،'],
  [0x061b, 0x061b, 'Arabic semicolon ؛'],
  [0x061f, 0x061f, 'Arabic question mark ؟'],
  [0x0621, 0x063a, 'hamza and the letters ء to غ'],
  [0x0640, 0x0655, 'tatweel, ف to ي, and the harakat Persian text may carry'],
  [0x0660, 0x066c, 'Arabic-Indic digits, ٪ ٫ ٬'],
  [0x0670, 0x0670, 'superscript alef'],
  [0x067e, 0x067e, 'پ'],
  [0x0686, 0x0686, 'چ'],
  [0x0698, 0x0698, 'ژ'],
  [0x06a9, 0x06a9, 'ک'],
  [0x06af, 0x06af, 'گ'],
  [0x06c0, 0x06c0, 'ۀ'],
  [0x06cc, 0x06cc, 'ی'],
  [0x06d4, 0x06d4, 'full stop ۔'],
  [0x06f0, 0x06f9, 'Persian digits'],
  [0x2000, 0x206f, 'general punctuation: zero-width non-joiner, direction marks, dashes'],
  [0x2212, 0x2212, 'minus sign'],
  [0x2215, 0x2215, 'division slash'],
  [0x220e, 0x220e, 'end of proof'],
  [0x25cc, 0x25cc, 'dotted circle (a lone mark)'],
  [0xfdfc, 0xfdfc, 'rial sign ﷼'],
];

export function isPersianText(codePoint: number): boolean {
  return PERSIAN_TEXT.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** Every code point of the table, as the text a subsetter keeps the glyphs of. */
export function persianTextCharacters(): string {
  return PERSIAN_TEXT.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  ).join('');
}

const CUT = 'vazirmatn/misc/Non-Latin/fonts/webfonts';
const OUT = path.resolve(import.meta.dirname, '../../src/styles/fonts');

/** The two weights the shop uses: the package's file and the subset's. */
export const VAZIRMATN_FILES = [
  {
    weight: 400,
    source: require.resolve(`${CUT}/Vazirmatn-NL-Regular.woff2`),
    subset: path.join(OUT, 'Vazirmatn-Persian-Regular.woff2'),
  },
  {
    weight: 700,
    source: require.resolve(`${CUT}/Vazirmatn-NL-Bold.woff2`),
    subset: path.join(OUT, 'Vazirmatn-Persian-Bold.woff2'),
  },
] as const;

export const VAZIRMATN_LICENSE = {
  source: require.resolve('vazirmatn/OFL.txt'),
  copy: path.join(OUT, 'OFL.txt'),
};
