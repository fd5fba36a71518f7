import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { STOREFRONT } from '../../../playwright.config';
import { rawRequest } from '../../support/servers/raw-request';

/**
 * Property-based bad input: paths, route parameters and query
 * strings that are very long, Unicode, control characters, encoded slashes
 * and dots, or markup. Never a 5xx, never reflected markup, and 404 for what
 * does not exist.
 */
type Answer = { status: number; body: string };

/** A raw GET with the path sent exactly as given. */
const rawGet = (path: string): Promise<Answer> => rawRequest(STOREFRONT, 'GET', path);

const MARKUP = [
  '<script>alert(1)</script>',
  '</script><script>alert(2)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
];

/** Path segments: Unicode, control characters, encoded slashes and dots, markup, long runs. */
const nastySegment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '%2F',
    '%2e%2e',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '%0d%0a',
    '%E0%A4%A',
    '%',
    '%%',
    '.',
    '..',
    '~',
  ),
  fc.constantFrom(...MARKUP),
  fc.nat({ max: 4000 }).map((length) => 'x'.repeat(length)),
  fc.constantFrom('کتاب', 'ﷺ', '\u202e', '\u200c', '١٢٣'),
);

/** Encodes a segment the way a client would put it on the wire (keeping % escapes as they are). */
const onTheWire = (segment: string) =>
  segment.replace(/[^\w\-.~%!$&'()*+,;=:@]/gu, (char) => encodeURIComponent(char));

/**
 * The page's markup outside script elements. Inside them the RSC payload
 * carries the path as a JSON string, where markup is inert text (and a
 * closing script tag is escaped, or it would end the element early and the
 * rest would show up here).
 */
const outsideScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

function expectSafe(answer: Answer, sent: string) {
  expect(answer.status, sent).toBeLessThan(500);
  expect(answer.body, sent).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  const markupOfPage = outsideScripts(answer.body);
  for (const markup of MARKUP) expect(markupOfPage.includes(markup), sent).toBe(false);
}

test.describe.configure({ timeout: 120_000 });

test('unknown paths: never a 5xx, never reflected markup, 404', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(nastySegment, { minLength: 1, maxLength: 4 }), async (segments) => {
      const path = `/zz-${segments.map(onTheWire).join('/')}`;
      const answer = await rawGet(path);
      expectSafe(answer, path);
      // A '.' or '..' segment (also as %2e) resolves (RFC 3986) and may land on a real page.
      const resolvesElsewhere = segments.some((segment) =>
        ['.', '..'].includes(segment.toLowerCase().replaceAll('%2e', '.')),
      );
      if (!resolvesElsewhere) expect([301, 404], path).toContain(answer.status);
    }),
    { numRuns: 150 },
  );
});

test('route parameters: never a 5xx, never reflected markup', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('/category/', '/Product/'),
      nastySegment,
      nastySegment,
      async (prefix, first, second) => {
        const path =
          prefix === '/Product/'
            ? `${prefix}${onTheWire(first)}/${onTheWire(second)}`
            : `${prefix}${onTheWire(first)}`;
        const answer = await rawGet(path);
        expectSafe(answer, path);
      },
    ),
    { numRuns: 150 },
  );
});

test('query strings: never a 5xx, never reflected markup', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('/', '/Products', '/category/10', '/Login', '/maintenance', '/no-such-page'),
      fc.array(fc.tuple(nastySegment, nastySegment), { maxLength: 4 }),
      async (path, pairs) => {
        const query = pairs
          .map(([key, value]) => `${onTheWire(key)}=${onTheWire(value)}`)
          .join('&');
        const sent = `${path}?${query}`;
        expectSafe(await rawGet(sent), sent);
      },
    ),
    { numRuns: 150 },
  );
});
