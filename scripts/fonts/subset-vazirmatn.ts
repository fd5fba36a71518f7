/**
 * Writes src/styles/fonts/: Vazirmatn's two weights cut to the characters of
 * Persian text (persian-subset.ts), and the font's licence (SIL OFL 1.1, which
 * allows a subset under the same name: it reserves none). Run it when the
 * vazirmatn package or the table changes; a unit test fails until it is run:
 *
 *   npx tsx scripts/fonts/subset-vazirmatn.ts
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { VAZIRMATN_FILES, VAZIRMATN_LICENSE } from './persian-subset';
import { subsetVazirmatn } from './subset';

for (const file of VAZIRMATN_FILES) {
  const subset = await subsetVazirmatn(readFileSync(file.source));
  writeFileSync(file.subset, subset);
  console.log(`${file.weight}: ${readFileSync(file.source).length} → ${subset.length} bytes`);
}
copyFileSync(VAZIRMATN_LICENSE.source, VAZIRMATN_LICENSE.copy);
