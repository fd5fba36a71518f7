import subsetFont from 'subset-font';
import { persianTextCharacters } from './persian-subset';

/**
 * A Vazirmatn file cut to the table's characters, as WOFF2; the same bytes
 * every time. Apart from the table, so that what reads only the file table
 * (the fallback fonts' measure) does not load HarfBuzz.
 */
export function subsetVazirmatn(font: Buffer): Promise<Buffer> {
  return subsetFont(font, persianTextCharacters(), { targetFormat: 'woff2' });
}
