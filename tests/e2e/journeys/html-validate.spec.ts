import { expect, test, type Locator, type Page } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { STOREFRONT } from '../../../playwright.config';
import { GUARDED_PATTERNS, ROUTE_PATTERNS } from '@/lib/routing/routes';
import { sessionNoticesIn, shopperWithHistory, signIn } from '../../support/browser/shopper';

/**
 * The rendered HTML of every route passes html-validate with the rule set in
 * .htmlvalidate.json (the exceptions are explained in docs/quality.md):
 * - React writes camelCase attribute names (charSet, autoComplete) and
 *   `crossorigin=""`, both valid HTML: attr-case and attribute-empty-style off;
 * - Waku's hydration script has the id "_R_", valid in HTML5: valid-id relaxed;
 * - aria-label is allowed on any element whose role can be named (lists, nav).
 * What is validated is the document once the server's stream is complete:
 * React streams late sections as hidden segments that its inline script moves
 * into place, so the raw bytes hold lists split across hidden <div>s. Leaflet's
 * map widget (a third-party DOM built in the browser, with inline styles) is
 * left out.
 * The personal pages are validated as a signed-in customer sees them, with an
 * address, an order, a pro-forma invoice, a favourite and a cart of their own:
 * their real forms, lists and tables, not the login page or a session notice.
 */
const concretePath = (pattern: string) =>
  pattern
    .replace('{id}', pattern.startsWith('/Product') ? 'BK-1001' : '10')
    .replace('{title}', 'x');

const validator = new HtmlValidate(new FileSystemConfigLoader());

/**
 * The problems html-validate finds in the page as the browser holds it once
 * React has moved every streamed segment (a hidden `<div id="S:…">`) into its
 * place: the network may be idle a moment before its script has run.
 */
async function problemsOf(page: Page, label: string): Promise<string[]> {
  await expect
    .poll(() => page.locator('div[hidden][id^="S:"]').count(), {
      message: `${label}: streamed segments in place`,
    })
    .toBe(0);
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const widget of copy.querySelectorAll('.leaflet-container')) widget.remove();
    return `<!DOCTYPE html>${copy.outerHTML}`;
  });
  const report = await validator.validateString(html, 'page.html');
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${label}: ${message.ruleId} ${message.message} (${message.selector ?? ''})`,
    ),
  );
}

test('every route renders valid HTML to a visitor', async ({ browser }) => {
  test.setTimeout(120_000);
  // A first visit: the shop's notification opens over the pages and is validated with them.
  const context = await browser.newContext();
  const page = await context.newPage();
  const paths = [
    ...ROUTE_PATTERNS.filter(
      (pattern) => pattern !== '/maintenance' && !GUARDED_PATTERNS.includes(pattern),
    ).map(concretePath),
    '/no-such-page',
  ];
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(`${STOREFRONT}${path}`, { waitUntil: 'networkidle' });
    problems.push(...(await problemsOf(page, path)));
  }
  await context.close();
  expect(problems).toEqual([]);
});

test('every personal page renders valid HTML to a signed-in customer, with its forms, lists and tables', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await shopperWithHistory(request, STOREFRONT);
  await signIn(context, STOREFRONT, shopper);
  // Each page with what shows it is that page, filled with this customer's own things.
  const pages: Array<[string, Locator]> = [
    ['/checkout', page.getByRole('radio', { name: /مریم آزمون/ })],
    ['/Favorites', page.getByRole('list', { name: 'محصولات مورد علاقه' })],
    ['/Profile', page.locator('.details-list')],
    ['/cart', page.getByRole('group', { name: /^تعداد دفتر ۱۰۰ برگ سیمی/ })],
    ['/Profile?tab=addresses', page.getByRole('list', { name: 'نشانی‌های ذخیره‌شده' })],
    ['/Profile?tab=orders', page.getByRole('list', { name: 'سفارش‌ها' })],
    [`/Profile?tab=orders&order=${shopper.orderId}`, page.getByRole('main').getByRole('table')],
    ['/Profile?tab=invoices', page.getByRole('list', { name: 'پیش‌فاکتورها' })],
    [
      `/Profile?tab=invoices&invoice=${shopper.invoiceId}`,
      page.getByRole('main').getByRole('table'),
    ],
    [concretePath('/Product/{id}/{title}'), page.getByRole('form', { name: 'نظر خود را بنویسید' })],
  ];
  const problems: string[] = [];
  const check = async (label: string, shows: Locator) => {
    await expect(shows.first(), label).toBeVisible();
    expect(sessionNoticesIn(await page.locator('body').innerText()), label).toEqual([]);
    problems.push(...(await problemsOf(page, label)));
  };
  for (const [path, shows] of pages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await check(path, shows);
  }
  // /Settlement as a customer reaches it: from the checkout, with the order to confirm.
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'ادامه و بازبینی نهایی' }).click();
  await expect(page).toHaveURL(/\/Settlement$/);
  await page.waitForLoadState('networkidle');
  await check('/Settlement', page.getByRole('region', { name: 'مبلغ قابل پرداخت' }));
  expect(problems).toEqual([]);
});
