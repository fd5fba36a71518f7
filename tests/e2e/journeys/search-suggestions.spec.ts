import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { normalisePersian } from '@/lib/text/persian-search';
import { productOptions, searchBox, suggestionList } from '../../support/browser/search';
import { forEachShop } from '../../support/browser/shops';
import { VIEWPORTS } from '../../support/browser/viewports';

/**
 * The header's predictive search (docs/decisions/0035): an ARIA combobox whose
 * suggestions come from the storefront's /_suggest, on both readings of the
 * shop API (the strict one matches titles as raw text, some of them spelled
 * with Arabic letters), at desktop and phone widths.
 */

/** The product titles suggested now. */
async function suggestedTitles(page: Page): Promise<string[]> {
  return (await productOptions(page).locator('.suggestion__title').allTextContents()).map((title) =>
    title.trim(),
  );
}

/** Types into the header's box as a shopper does, one key at a time. */
async function type(page: Page, text: string) {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(text);
}

forEachShop(() => {
  for (const viewport of VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('«كتاب» (Arabic kaf) suggests books only, marked; ArrowDown and Enter open the first', async ({
        page,
      }) => {
        await page.goto('/');
        await type(page, 'كتاب');
        await expect(productOptions(page).first()).toBeVisible();
        await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
        const titles = await suggestedTitles(page);
        expect(titles.length).toBeGreaterThan(1);
        for (const title of titles) expect(normalisePersian(title)).toContain('کتاب');
        const marks = await productOptions(page).locator('mark').allTextContents();
        expect(marks.map(normalisePersian)).toEqual(titles.map(() => 'کتاب'));
        await expect(
          page.getByRole('status').filter({ hasText: 'پیشنهاد برای «كتاب» پیدا شد.' }),
        ).toBeAttached();

        await page.keyboard.press('ArrowDown');
        const first = productOptions(page).first();
        await expect(first).toHaveAttribute('aria-selected', 'true');
        await expect(searchBox(page)).toHaveAttribute(
          'aria-activedescendant',
          (await first.getAttribute('id')) ?? '',
        );
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/Product\/[^/]+\/[^/]+$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0] ?? '');
      });

      test('«كتاب» and «کتاب» suggest the same books', async ({ page }) => {
        await page.goto('/');
        await type(page, 'كتاب');
        await expect(productOptions(page).first()).toBeVisible();
        const arabic = await suggestedTitles(page);
        await searchBox(page).fill('');
        await expect(suggestionList(page)).toBeHidden();
        await type(page, 'کتاب');
        await expect.poll(() => suggestedTitles(page)).toEqual(arabic);
      });

      test('Escape closes the list and keeps the text; ArrowUp reopens it at the last option; Tab leaves', async ({
        page,
      }) => {
        await page.goto('/Products');
        await type(page, 'كتاب');
        await expect(productOptions(page).first()).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Escape');
        await expect(suggestionList(page)).toBeHidden();
        await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
        await expect(searchBox(page)).not.toHaveAttribute('aria-activedescendant');
        await expect(searchBox(page)).toHaveValue('كتاب');
        await expect(searchBox(page)).toBeFocused();

        await page.keyboard.press('ArrowUp');
        const all = suggestionList(page).getByRole('option', { name: 'همه نتایج برای «كتاب»' });
        await expect(all).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('Tab');
        await expect(searchBox(page)).not.toBeFocused();
        await expect(suggestionList(page)).toBeHidden();
      });

      test('«دف» then «تر» quickly: only «دفتر…» products; the older request, answered late, is aborted and never shown', async ({
        page,
      }) => {
        const queryOf = (url: string) => new URL(url).searchParams.get('q');
        let olderSent: () => void = () => undefined;
        const olderAsked = new Promise<void>((resolve) => (olderSent = resolve));
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        let olderAnswered: () => void = () => undefined;
        const olderDone = new Promise<void>((resolve) => (olderAnswered = resolve));
        // The answer for «دف» is slow: held until the test lets it go.
        await page.route('**/_suggest?*', async (route) => {
          const older = queryOf(route.request().url()) === 'دف';
          if (older) {
            olderSent();
            await held;
          }
          await route.continue().catch(() => undefined);
          if (older) olderAnswered();
        });
        const olderFailed = page.waitForEvent(
          'requestfailed',
          (request) => queryOf(request.url()) === 'دف',
        );
        await page.goto('/');
        await type(page, 'دف');
        await olderAsked;
        await searchBox(page).pressSequentially('تر');
        await olderFailed;
        const onlyNotebooks = async () => {
          const titles = await suggestedTitles(page);
          return titles.length === 3 && titles.every((title) => title.startsWith('دفتر'));
        };
        await expect.poll(onlyNotebooks).toBe(true);
        release();
        await olderDone;
        expect(await onlyNotebooks()).toBe(true);
        await expect(
          page.getByRole('status').filter({ hasText: '۴ پیشنهاد برای «دفتر» پیدا شد.' }),
        ).toBeAttached();
      });

      test('nothing found: said in Persian, with the categories to browse and all results', async ({
        page,
      }) => {
        await page.goto('/');
        await type(page, 'زرافه');
        await expect(page.getByText('محصولی برای «زرافه» پیدا نشد.')).toBeVisible();
        await expect(
          page.getByRole('status').filter({ hasText: 'پیشنهادی برای «زرافه» پیدا نشد.' }),
        ).toBeAttached();
        const browse = suggestionList(page)
          .getByRole('group', { name: 'دسته‌بندی‌ها را ببینید' })
          .getByRole('option');
        await expect(browse.first()).toHaveText('کتاب');
        await suggestionList(page).getByRole('option', { name: 'همه نتایج برای «زرافه»' }).click();
        await expect(page).toHaveURL(/\/Products\?q=%D8%B2%D8%B1%D8%A7%D9%81%D9%87$/);
      });
    });
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open list: 44 px targets, no sideways scroll, nothing below it moves', async ({
    page,
  }) => {
    await page.goto('/');
    // Where the page's content starts: the list must not push it down (its height grows as home's parts arrive).
    const top = async () => {
      const box = await page.getByRole('main').boundingBox();
      return box && { x: box.x, y: box.y, width: box.width };
    };
    const before = await top();
    await type(page, 'كتاب');
    await expect(productOptions(page).first()).toBeVisible();
    for (const option of await suggestionList(page).getByRole('option').all()) {
      const size = await option.boundingBox();
      expect(size?.height).toBeGreaterThanOrEqual(44);
      expect(size && size.x >= 0 && size.x + size.width <= 390).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await top()).toEqual(before);
  });
});

test('axe finds nothing in the search box with its list open, with suggestions and with none', async ({
  page,
}) => {
  await page.goto('/');
  for (const [typed, shown] of [
    ['كتاب', productOptions(page).first()],
    ['زرافه', page.getByText('محصولی برای «زرافه» پیدا نشد.')],
  ] as const) {
    await searchBox(page).fill('');
    await type(page, typed);
    await expect(shown).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const results = await new AxeBuilder({ page }).include('.site-search').analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
});

test('suggestions that cannot be read: the Persian message, and all results still offered', async ({
  page,
}) => {
  await page.route('**/_suggest?*', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'خطا در برقراری ارتباط با سرور' }),
    }),
  );
  await page.goto('/');
  await type(page, 'كتاب');
  await expect(page.locator('.search-suggest__status')).toHaveText('خطا در برقراری ارتباط با سرور');
  await expect(
    page.getByRole('status').filter({ hasText: 'خطا در برقراری ارتباط با سرور' }),
  ).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Products\?q=%D9%83%D8%AA%D8%A7%D8%A8$/);
});

test('the combobox code loads on the first focus of the box, not with the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('SearchCombobox'))).toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => scripts.filter((url) => url.includes('SearchCombobox')).length).toBe(1);
  await expect(searchBox(page)).toHaveAttribute('role', 'combobox');
});

test('without JavaScript the box is the plain search form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'جستجو در محصولات' }).fill('كتاب');
  await page.getByRole('searchbox', { name: 'جستجو در محصولات' }).press('Enter');
  await expect(page).toHaveURL(/\/Products\?q=%D9%83%D8%AA%D8%A7%D8%A8$/);
  const titles = await page
    .getByRole('list', { name: 'نتایج' })
    .getByRole('heading')
    .allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((title) => title.includes('کتاب'))).toBe(true);
  await context.close();
});

test('the endpoint: GET and HEAD only, the answer kept and shareable', async ({ request }) => {
  const posted = await request.post('/_suggest?q=کتاب');
  expect(posted.status()).toBe(405);
  expect(posted.headers().allow).toBe('GET, HEAD');
  const q = encodeURIComponent(`کتاب ${Date.now()}`);
  const first = await request.get(`/_suggest?q=${q}`);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toMatch(/^public, /);
  expect(first.headers()['x-suggest-cache']).toBe('miss');
  const second = await request.get(`/_suggest?q=${q}`);
  expect(second.headers()['x-suggest-cache']).toBe('hit');
});
