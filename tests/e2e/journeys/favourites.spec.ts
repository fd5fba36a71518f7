import { FAVOURITE_MESSAGES as FAVOURITE_TEXT } from '@/features/favourites/messages';
import { forEachShop } from '../../support/browser/shops';
import { expect, test } from '../../support/browser/fixtures';
import { logIn, newShopper, setCartItem } from '../../support/browser/shopper';
import { apiClientAsked, apiClientRequests } from '../../support/browser/api-client';

/** Favourites (SPEC §4): toggled on cards, listed on /Favorites, mirrored to local storage. */
const heart = (title: string) => ({ name: FAVOURITE_TEXT.toggleLabel(title) });

forEachShop(() => {
  test('a favourite toggled on a card appears on /Favorites and survives a reload; taking it out empties the list', async ({
    page,
    shopper: _shopper,
  }) => {
    const calls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/shop/users/favorites') && sent.method() !== 'GET') {
        calls.push(
          `${sent.method()} ${new URL(sent.url()).pathname} ${sent.postData() ?? ''}`.trim(),
        );
      }
    });

    await page.goto('/Products?q=بوف');
    const toggle = page.getByRole('button', heart('کتاب بوف کور'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: FAVOURITE_TEXT.added })).toBeVisible();
    const mirror = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('favorites') ?? 'null'),
    );
    // The id as the shop listed it: a number.
    expect(mirror.ids).toEqual([101]);

    await page.getByRole('banner').getByRole('link', { name: 'علاقه‌مندی‌ها' }).click();
    await expect(page).toHaveURL(/\/Favorites$/);
    const grid = page.getByRole('list', { name: 'محصولات مورد علاقه' });
    await expect(grid.getByRole('heading', { name: 'کتاب بوف کور' })).toBeVisible();
    await page.reload();
    await expect(grid.getByRole('heading', { name: 'کتاب بوف کور' })).toBeVisible();
    await expect(grid.getByRole('button', heart('کتاب بوف کور'))).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const removed = page.waitForResponse((answer) => answer.request().method() === 'DELETE');
    await grid.getByRole('button', heart('کتاب بوف کور')).click();
    await expect(page.getByText('هنوز محصولی را به علاقه‌مندی‌ها نیفزوده‌اید.')).toBeVisible();
    // The list shows the removal at once; the reload waits for the shop to have it.
    await removed;
    await page.reload();
    await expect(page.getByText('هنوز محصولی را به علاقه‌مندی‌ها نیفزوده‌اید.')).toBeVisible();
    expect(calls).toEqual([
      'POST /api/shop/users/favorites {"productId":101}',
      'DELETE /api/shop/users/favorites/101',
    ]);
  });

  test('a failed toggle rolls back with its toast', async ({ page, shopper: _shopper }) => {
    await page.route('**/api/shop/users/favorites', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: 'down' })
        : route.continue(),
    );
    await page.goto('/Products?q=بوف');
    const toggle = page.getByRole('button', heart('کتاب بوف کور'));
    await toggle.click();
    await expect(
      page.getByRole('alert').filter({ hasText: FAVOURITE_TEXT.addFailed }),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: FAVOURITE_TEXT.added })).toHaveCount(0);
  });
});

test("a visitor's toggle offers the login with a toast and keeps nothing", async ({ page }) => {
  const fetched = apiClientRequests(page);
  await page.goto('/Products?q=بوف');
  await page.getByRole('button', heart('کتاب بوف کور')).click();
  const toast = page.getByRole('status').filter({ hasText: FAVOURITE_TEXT.loginNeeded });
  await expect(toast).toBeVisible();
  const back = `/Products?q=${encodeURIComponent('بوف')}`;
  await expect(toast.getByRole('link', { name: 'ورود' })).toHaveAttribute(
    'href',
    `/Login?redirect=${encodeURIComponent(back)}`,
  );
  await expect(page.getByRole('button', heart('کتاب بوف کور'))).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBeNull();
  // A visitor's toggle never calls the shop: the API client is not fetched, not even ahead.
  expect(fetched).toEqual([]);
});

test("a login reads the account's favourites before it leaves the form (docs/decisions/0055)", async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await newShopper(request, baseURL ?? '');
  const added = await request.post(`${baseURL}/api/shop/users/favorites`, {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { productId: 101 },
  });
  expect(added.ok(), await added.text()).toBe(true);

  // After the login, a page without cards: only the login's own reading fills the mirror.
  await page.goto(`/Login?redirect=${encodeURIComponent('/About-us')}`);
  await logIn(page, shopper);
  await expect(page).toHaveURL(/\/About-us$/);
  const mirror = await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? 'null'));
  expect(mirror?.ids).toEqual([101]);
});

test("a signed-in shopper's first page reads the hearts and the cart through the server, and fetches the API client only for a change (docs/decisions/0101)", async ({
  page,
  request,
  baseURL,
  shopper,
}) => {
  const base = baseURL ?? '';
  const added = await request.post(`${base}/api/shop/users/favorites`, {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { productId: 101 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await setCartItem(request, base, shopper, 101, 4, 3);
  const fetched = apiClientRequests(page);
  // The first page of the visit (signed in as the login leaves it) reads the account's list.
  await page.goto('/Products?q=بوف', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', heart('کتاب بوف کور'))).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'سبد خرید، ۱ کالا' }),
  ).toBeVisible();
  expect(fetched).toEqual([]);

  // The download starts with the press (warmShopApiForShopper), before the click that needs it.
  const asked = apiClientAsked(page);
  await page.getByRole('button', heart('کتاب بوف کور')).hover();
  await page.mouse.down();
  await asked;
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: FAVOURITE_TEXT.removed })).toBeVisible();
  await expect(page.getByRole('button', heart('کتاب بوف کور'))).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
