import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPersianText, VAZIRMATN_FILES, VAZIRMATN_LICENSE } from './persian-subset';
import { subsetVazirmatn } from './subset';

const root = path.resolve(import.meta.dirname, '../..');

/** Arabic script: the letters, forms and marks a font for Persian must draw. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu;

describe('the Vazirmatn subset', () => {
  it.each(VAZIRMATN_FILES)(
    'weight $weight is what the script cuts from the installed package',
    async (file) => {
      const expected = await subsetVazirmatn(readFileSync(file.source));
      // If this fails after the vazirmatn package changed: npx tsx scripts/fonts/subset-vazirmatn.ts
      expect(readFileSync(file.subset).equals(expected)).toBe(true);
      expect(expected.length).toBeLessThan(readFileSync(file.source).length * 0.7);
    },
  );

  it('travels with the font’s licence', () => {
    expect(readFileSync(VAZIRMATN_LICENSE.copy, 'utf8')).toBe(
      readFileSync(VAZIRMATN_LICENSE.source, 'utf8'),
    );
  });

  it('draws every Persian character the shop writes: its words, the places, the fixture shop', () => {
    const files = globSync(['src/**/*.{ts,tsx,json,css}', 'fixtures/**/*.json'], { cwd: root });
    expect(files.length).toBeGreaterThan(100);
    const missing = new Map<string, string>();
    for (const file of files) {
      for (const [character] of readFileSync(path.join(root, file), 'utf8').matchAll(
        ARABIC_SCRIPT,
      )) {
        const codePoint = character.codePointAt(0) ?? 0;
        if (!isPersianText(codePoint) && !missing.has(character)) missing.set(character, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
