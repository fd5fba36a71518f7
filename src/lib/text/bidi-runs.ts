/**
 * Splits mixed Persian and Latin text (product names such as «هدفون سونی
 * WH-CH720N») into runs, so that each Latin run can be isolated left to
 * right. Without the isolation a line break inside «WH-CH720N» leaves the
 * hyphen on the wrong side in a right-to-left paragraph («‎-WH»).
 *
 * A Latin run starts and ends with an ASCII letter or digit and may hold
 * spaces and the joiners - . / + _ : ' & between them, so «Galaxy A55» stays
 * one run in its own order. Persian digits belong to the Persian text.
 */
export type BidiRun = { text: string; latin: boolean };

const LATIN_RUN = /[A-Za-z0-9](?:[A-Za-z0-9 \-./+_:'&]*[A-Za-z0-9])?/g;

export function bidiRuns(text: string): BidiRun[] {
  const runs: BidiRun[] = [];
  let index = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    // A run of digits alone (a year, a size) is read the same either way.
    if (!/[A-Za-z]/.test(match[0])) continue;
    if (match.index > index) runs.push({ text: text.slice(index, match.index), latin: false });
    runs.push({ text: match[0], latin: true });
    index = match.index + match[0].length;
  }
  if (index < text.length) runs.push({ text: text.slice(index), latin: false });
  return runs;
}
