import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { STOREFRONT } from '../../playwright.config';
import { ROUTE_PATTERNS } from '../../src/lib/routes';

/**
 * The rendered HTML of every route passes html-validate with the rule set in
 * .htmlvalidate.json (issue 8; the exceptions are explained in docs/quality.md):
 * - React writes camelCase attribute names (charSet, autoComplete) and
 *   `crossorigin=""`, both valid HTML: attr-case and attribute-empty-style off;
 * - Waku's hydration script has the id "_R_", valid in HTML5: valid-id relaxed;
 * - aria-label is allowed on any element whose role can be named (lists, nav).
 * What is validated is the document once the server's stream is complete:
 * React streams late sections as hidden segments that its inline script moves
 * into place, so the raw bytes hold lists split across hidden <div>s. Leaflet's
 * map widget (a third-party DOM built in the browser, with inline styles) is
 * left out.
 */
const concretePath = (pattern: string) =>
  pattern.replace('{id}', pattern.startsWith('/Product') ? 'BK-1001' : '10').replace('{title}', 'x');

/** The framework's CSS preload hint says as="stylesheet" (Waku/React output, not ours). */
const FRAMEWORK_MESSAGES = [/Attribute "as" has invalid value "stylesheet"/];

test('every route renders valid HTML', async ({ browser }) => {
  test.setTimeout(120_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const context = await browser.newContext({ javaScriptEnabled: true });
  await context.addCookies([{ name: 'auth_token', value: 'any', url: STOREFRONT }]);
  const page = await context.newPage();
  const problems: string[] = [];
  const paths = [...ROUTE_PATTERNS.filter((p) => p !== '/maintenance').map(concretePath), '/no-such-page'];
  for (const path of paths) {
    await page.goto(`${STOREFRONT}${path}`, { waitUntil: 'networkidle' });
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      for (const widget of copy.querySelectorAll('.leaflet-container')) widget.remove();
      return `<!DOCTYPE html>${copy.outerHTML}`;
    });
    const report = await validator.validateString(html, 'page.html');
    for (const result of report.results) {
      for (const message of result.messages) {
        if (FRAMEWORK_MESSAGES.some((pattern) => pattern.test(message.message))) continue;
        problems.push(`${path}: ${message.ruleId} ${message.message} (${message.selector ?? ''})`);
      }
    }
  }
  await context.close();
  expect(problems).toEqual([]);
});
