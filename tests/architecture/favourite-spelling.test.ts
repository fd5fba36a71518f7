import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Our own names spell «favourite» the British way: identifiers, file names,
 * comments, test titles and the fixture format's fields. The American spelling
 * stays only where the spec or the shop's API spells it so, each listed below:
 * the page URL /Favorites and its page module (Waku's file router derives the
 * URL from the file name), the shop API's paths and its JSON field isFavorite,
 * and the browser-storage key values the shoppers' browsers already hold.
 */
const SCANNED = ['src', 'cli', 'scripts', 'tests', 'bench'];
const SOURCE = /\.(?:ts|tsx|mts|mjs)$/;
const FIXTURES = 'fixtures';
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

const AMERICAN = /favorit/i;

/** The spellings the spec or the shop's API fixes; anything else that matches AMERICAN fails. */
const ALLOWED: readonly RegExp[] = [
  // The page URL (SPEC §2) and the constant that spells it (src/lib/routing/route-paths.ts).
  /\bFAVORITES_PATH\b/g,
  /(?:\/|%2F)Favorites\b/g,
  /\|Favorites\)/g, // the page URL among others in a pattern of page paths
  // The shop API's paths, in the guard's prefix of any casing, and the names that spell them.
  /\/favorites\b/g,
  /\/FAVORITES\b/g,
  /\bAPI_FAVORITES?_(?:PATH|PREFIX|PATTERN)\b/g,
  // The shop API's JSON field.
  /\bisFavorite\b/g,
  // The browser-storage key values (src/lib/browser/storage-keys.ts, docs/decisions/0055).
  /FAVOURITES_KEY = 'favorites'/g,
  /FAVOURITES_SYNCED_KEY = 'favorites_synced_for'/g,
  /localStorage\.getItem\('favorites'\)/g,
];

/** The only file whose name may carry the American spelling: Waku derives /Favorites from it. */
const ALLOWED_FILES = new Set(['src/pages/(shop)/Favorites.tsx']);

function files(folder: string, wanted: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return files(file, wanted);
    return wanted.test(entry.name) ? [file] : [];
  });
}

/** "file:line: text" for each line of `text` that spells «favorite» outside ALLOWED. */
function strayAmericanSpellings(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, at) => {
    if (!AMERICAN.test(line)) return [];
    const rest = ALLOWED.reduce((left, allowed) => left.replace(allowed, ''), line);
    return AMERICAN.test(rest) ? [`${file}:${at + 1}: ${line.trim()}`] : [];
  });
}

describe('the spelling «favourite»', () => {
  const self = 'tests/architecture/favourite-spelling.test.ts';
  const scanned = [
    ...SCANNED.flatMap((folder) => files(folder, SOURCE)),
    ...files(FIXTURES, /\.json$/),
  ].filter((file) => file !== self);

  it('is British in every source and fixture file outside the allowed spellings', () => {
    expect(scanned.length).toBeGreaterThan(100);
    expect(
      scanned.flatMap((file) => strayAmericanSpellings(file, readFileSync(file, 'utf8'))),
    ).toEqual([]);
  });

  it('is British in file names, the page module excepted', () => {
    expect(scanned.filter((file) => AMERICAN.test(file) && !ALLOWED_FILES.has(file))).toEqual([]);
  });

  it('finds an American name beside an allowed one, and lets the allowed ones pass', () => {
    const text = [
      "import { FAVORITES_PATH } from '@/lib/routing/route-paths';",
      'const answer = await api.getFavorites({ page });',
      "call('GET', '/api/shop/users/favorites', { isFavorite: true }); // the /Favorites page",
      'const favoriteIds = [API_FAVORITE_PREFIX];',
    ].join('\n');
    expect(strayAmericanSpellings('x.ts', text)).toEqual([
      'x.ts:2: const answer = await api.getFavorites({ page });',
      'x.ts:4: const favoriteIds = [API_FAVORITE_PREFIX];',
    ]);
  });
});
