import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every constant of SPEC §9 (docs/spec.md) is defined under a `SPEC §9` mark,
 * wherever it lives (src/lib/limits.ts's preamble), so that
 * `grep -rn "SPEC §9" src` finds it. The table holds each constant once per
 * definition: SPEC's words for it, the file and the definition's text (its
 * value in it). A definition that moves, changes its value or loses its mark
 * fails here, naming the constant; so does a line of §9 that no row names.
 *
 * A definition is marked when the comment right above it, or above the lines
 * it is written with (no blank line between), says SPEC §9, or when the
 * section it stands in has a `// SPEC §9: …` heading (a `//` line alone
 * between blank lines, as in limits.ts).
 */

/** SPEC's words, the file, the start of the definition's line (a RegExp where it spans lines). */
type SpecConstant = readonly [spec: string, file: string, definition: string | RegExp];

const LIMITS = 'src/lib/limits.ts';
const TOAST = 'src/ui/toast/toast-rules.ts';
const SESSION = 'src/features/session/session-rules.ts';
const UNIT = 'src/shop-api/product-defaults.ts';
const TEXTS = 'src/features/catalogue/messages.ts';
const THEME = 'src/styles/theme.css';
const WEB_APP = 'src/lib/offline/web-app.ts';
const PLAIN = 'src/features/errors/error-document.ts';

const SPEC_CONSTANTS: readonly SpecConstant[] = [
  ['Toast default duration 3000 ms', TOAST, 'export const TOAST_DURATION_MS = 3000;'],
  ['colours success or error', TOAST, "export type ToastColor = 'success' | 'error';"],
  ['Auth cookie: 7 days', SESSION, 'export const AUTH_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;'],
  [
    'secure, strict same-site, path /',
    SESSION,
    /^export function authCookie\([^]*?Path=\/\$\{secure \? '; Secure' : ''\}; SameSite=Strict`/m,
  ],
  [
    'Protected prefixes: /profile, /checkout, /favorites, /settlement',
    'src/lib/routing/routes.ts',
    "export const GUARDED_PATTERNS = patternsWhere((route) => route.access === 'guarded');",
  ],
  ["Default unit name 'عدد'", UNIT, "export const DEFAULT_UNIT_TITLE = 'عدد';"],
  ["default unit id 'default'", UNIT, "export const DEFAULT_UNIT_ID = 'default';"],
  ['default amount 1', 'src/features/cart/cart-rules.ts', 'export const DEFAULT_AMOUNT = 1;'],
  ['the first 20 products', LIMITS, 'export const CODE_LOOKUP_SIZE = 20;'],
  [
    'four placeholder images',
    'src/lib/images/product-images.ts',
    'export const PLACEHOLDER_IMAGES = [1, 2, 3, 4].map(',
  ],
  [
    "Default description 'توضیحات محصول در دسترس نیست'",
    TEXTS,
    "  noDescription: 'توضیحات محصول در دسترس نیست',",
  ],
  ['default rating 4', LIMITS, 'export const DEFAULT_RATING = 4;'],
  ['a default features text', TEXTS, "  noFeatures: '"],
  [
    'Home product prices are truncated to whole numbers',
    'src/lib/text/money.ts',
    /^export function truncatePrice\([^]*?Math\.trunc\(amount\)/m,
  ],
  [
    'Local order ids start at 10001',
    'src/features/orders/local-orders.ts',
    'export const FIRST_LOCAL_ORDER_ID = 10001;',
  ],
  [
    'Reload guard time-to-live 10 seconds',
    'src/features/stale-deploy/reload-guard.ts',
    'export const RELOAD_GUARD_TTL_MS = 10_000;',
  ],
  ['banners 5', LIMITS, 'export const BANNER_PAGE_SIZE = 5;'],
  ['products 10', LIMITS, 'export const PRODUCT_PAGE_SIZE = 10;'],
  ['orders 20', LIMITS, 'export const ORDER_PAGE_SIZE = 20;'],
  ['addresses 20', LIMITS, 'export const ADDRESS_PAGE_SIZE = 20;'],
  ['invoices 10', LIMITS, 'export const INVOICE_PAGE_SIZE = 10;'],
  ['reviews 10', LIMITS, 'export const REVIEW_PAGE_SIZE = 10;'],
  // Written twice: a browser page and the server read it.
  [
    '100 via a wrapper default',
    'src/features/favourites/favourite-mirror.ts',
    'export const FAVOURITES_SYNC_SIZE = 100;',
  ],
  ['100 via a wrapper default', 'src/features/account/address-save.ts', 'const RELOAD_SIZE = 100;'],
  [
    'Notification dialog delay 500 ms',
    'src/features/notification/notification-rules.ts',
    'export const NOTIFICATION_DELAY_MS = 500;',
  ],
  ['Theme, light only', THEME, '  color-scheme: light;'],
  ['primary #1e88e5', THEME, '  --color-primary: #1e88e5;'],
  ['secondary #26a69a', THEME, '  --color-secondary: #26a69a;'],
  ['accent #ff7043', THEME, '  --color-accent: #ff7043;'],
  ['success #66bb6a', THEME, '  --color-success: #66bb6a;'],
  ['warning #ffa000', THEME, '  --color-warning: #ffa000;'],
  ['error #e53935', THEME, '  --color-error: #e53935;'],
  ['info #29b6f6', THEME, '  --color-info: #29b6f6;'],
  ['background #f9f9f9', THEME, '  --color-background: #f9f9f9;'],
  // The theme's copies outside the stylesheet: the manifest, the icons' logo, the plain documents.
  ['primary #1e88e5', WEB_APP, "export const THEME_PRIMARY = '#1e88e5';"],
  ['background #f9f9f9', WEB_APP, "export const THEME_BACKGROUND = '#f9f9f9';"],
  [
    'primary #1e88e5',
    'src/server/images/placeholder-logo.ts',
    /^<path d="[^"]*" fill="#1e88e5"\/>$/m,
  ],
  ['primary #1e88e5', PLAIN, /^a\{[^}\n]*background:#1e88e5;/m],
  ['background #f9f9f9', PLAIN, /^body\{[^}\n]*background:#f9f9f9;/m],
  ['snackbar timeout 5000 ms', TOAST, 'export const SNACKBAR_DURATION_MS = 5000;'],
  // Written twice: the browser's code input and the server's schema read it.
  ['code input length 6', 'src/ui/otp/otp-rules.ts', 'export const DEFAULT_OTP_LENGTH = 6;'],
  ['code input length 6', 'src/shop-api/schemas/password.ts', 'const DEFAULT_CODE_LENGTH = 6;'],
  ['rating length 5', 'src/ui/Rating.tsx', 'export const RATING_LENGTH = 5;'],
];

const MARK = 'SPEC §9';

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);
const isBlank = (line: string) => line.trim() === '';

/**
 * The comment right above line `at`, over the lines written with it; '' when a
 * blank line comes first.
 */
function commentAbove(lines: readonly string[], at: number): string {
  let line = at - 1;
  while (line >= 0 && !isBlank(lines[line]!) && !isComment(lines[line]!)) line--;
  const comment: string[] = [];
  for (; line >= 0 && isComment(lines[line]!); line--) comment.unshift(lines[line]!);
  return comment.join('\n');
}

/**
 * The heading of the section line `at` stands in: the last `//` line above it
 * alone between blank lines.
 */
function sectionHeading(lines: readonly string[], at: number): string {
  for (let line = at - 1; line > 0; line--) {
    const heading = lines[line]!;
    if (heading.startsWith('// ') && isBlank(lines[line - 1]!) && isBlank(lines[line + 1] ?? ''))
      return heading;
  }
  return '';
}

/** The bullets of docs/spec.md's section 9. */
function specBullets(): string[] {
  const spec = readFileSync('docs/spec.md', 'utf8');
  const section = /^## 9\. .*\n([^]*?)(?=^## |(?![^]))/m.exec(spec)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
}

/** Where `definition` starts in `text`: a string at the start of a line; -1 when absent. */
function definitionAt(text: string, definition: string | RegExp): number {
  if (typeof definition !== 'string') return definition.exec(text)?.index ?? -1;
  if (text.startsWith(definition)) return 0;
  const at = text.indexOf(`\n${definition}`);
  return at < 0 ? -1 : at + 1;
}

describe("SPEC §9's constants", () => {
  it.each(SPEC_CONSTANTS)('%s: defined under a SPEC §9 mark in %s', (_, file, definition) => {
    const text = readFileSync(file, 'utf8');
    const index = definitionAt(text, definition);
    expect(index, `${file} has no definition starting \`${String(definition)}\``).not.toBe(-1);
    const lines = text.split('\n');
    const at = text.slice(0, index).split('\n').length - 1;
    const marked =
      commentAbove(lines, at).includes(MARK) || sectionHeading(lines, at).includes(MARK);
    expect(marked, `${file}:${at + 1}: no ${MARK} mark above \`${lines[at]}\``).toBe(true);
  });

  it("names each in SPEC's words, and every line of §9 has a row", () => {
    const bullets = specBullets();
    expect(bullets.length).toBeGreaterThan(0);
    const named = (bullet: string) => SPEC_CONSTANTS.some(([spec]) => bullet.includes(spec));
    const unknown = SPEC_CONSTANTS.filter(([spec]) => !bullets.some((b) => b.includes(spec)));
    expect(
      unknown.map(([spec]) => spec),
      'rows whose words are not in §9',
    ).toEqual([]);
    expect(
      bullets.filter((bullet) => !named(bullet)),
      'lines of §9 no row names',
    ).toEqual([]);
  });
});
