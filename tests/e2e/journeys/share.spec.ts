import { expect, test } from '@playwright/test';
import { notificationAlreadyRead } from '../../support/browser/notification';
import { forEachShop, productOf } from '../../support/browser/shops';

/**
 * Sharing a product: on a phone the system share sheet with
 * the canonical URL and the title; elsewhere the link copied, with a Persian
 * toast. The canonical URL is the page's own <link rel="canonical">.
 */
forEachShop((shop) => {
  test('on the desktop «کپی پیوند» copies the canonical link and says so', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.base });
    const product = await productOf(request, shop.base, 101);
    await page.goto(product.path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${shop.base}${product.path}`);
    await expect(page.getByRole('button', { name: 'اشتراک‌گذاری' })).toHaveCount(0);
    await page.getByRole('button', { name: 'کپی پیوند' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'پیوند محصول کپی شد.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  test('on a 390 px touch phone «اشتراک‌گذاری» opens the share sheet with the canonical URL and the title', async ({
    browser,
    request,
  }) => {
    const product = await productOf(request, shop.base, 101);
    const phone = await browser.newContext({
      baseURL: shop.base,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'fa-IR',
      storageState: notificationAlreadyRead([shop.base]),
    });
    await phone.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.base });
    // The system sheet cannot open headless: a stand-in records what it is given and answers as a shopper would.
    await phone.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = calls;
      navigator.share = async (data?: ShareData) => {
        calls.push(data ?? {});
        const answer = sessionStorage.getItem('share-answer');
        if (answer) throw new DOMException('closed', answer);
      };
    });
    const page = await phone.newPage();
    await page.goto(product.path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const share = page.getByRole('button', { name: 'اشتراک‌گذاری' });
    await expect(page.getByRole('button', { name: 'کپی پیوند' })).toHaveCount(0);
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ url: canonical, title: product.title }]);
    await expect(page.getByRole('status').filter({ hasText: 'پیوند محصول کپی شد.' })).toHaveCount(
      0,
    );

    // The shopper closes the sheet: nothing more happens.
    await page.evaluate(() => sessionStorage.setItem('share-answer', 'AbortError'));
    await share.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.length))
      .toBe(2);
    await expect(page.getByRole('status').filter({ hasText: 'پیوند محصول کپی شد.' })).toHaveCount(
      0,
    );

    // The sheet fails for another reason: the link is copied instead.
    await page.evaluate(() => sessionStorage.setItem('share-answer', 'NotAllowedError'));
    await share.click();
    await expect(page.getByRole('status').filter({ hasText: 'پیوند محصول کپی شد.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await phone.close();
  });
});
