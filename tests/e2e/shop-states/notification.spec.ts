import { expect, test, type Page } from '@playwright/test';
import { REPLAY, STOREFRONT, STOREFRONT_ON_REPLAY } from '../../../playwright.config';
import { hydrated } from '../../support/browser/hydration';
import {
  EMPTY_STORAGE,
  fixtureNotificationId,
  notificationAlreadyRead,
} from '../../support/browser/notification';
import { restoreOpenShop, switchScenarioUntil } from '../../support/browser/replay';
import { searchBox } from '../../support/browser/search';
import { READ_NOTIFICATIONS_KEY } from '@/lib/browser/storage-keys';

// Every test here starts as a first visit: nothing read, nothing dismissed.
test.use({ storageState: EMPTY_STORAGE });

const notification = (page: Page) => page.getByRole('dialog', { name: 'اطلاعیه' });
/** SPEC §9: "Notification dialog delay 500 ms" (after hydration). */
const DELAY_MS = 500;

/**
 * Stops the page's clock before it loads (Playwright's fake clock): the
 * dialog's delay then passes only when the test moves the clock, so that
 * "not before 500 ms" and "not at all" are shown without waiting on a
 * machine's speed.
 */
async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

/**
 * Moves the stopped clock by `ms`, then lets the page finish what the timers
 * that fired started: React renders on tasks of its own (posted messages, which
 * the fake clock leaves alone), so two message round trips later any dialog a
 * timer opened is in the page.
 */
async function runClockFor(page: Page, ms: number) {
  await page.clock.runFor(ms);
  for (let trip = 0; trip < 2; trip += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** On a page whose clock is stopped: the dialog opens once its delay has passed. */
async function expectDialogAfterDelay(page: Page) {
  await hydrated(page);
  await runClockFor(page, DELAY_MS);
  await expect(notification(page)).toBeVisible();
}

/** On a page whose clock is stopped: the dialog stays closed however far the clock moves past its delay. */
async function expectNoDialog(page: Page) {
  await hydrated(page);
  for (let step = 0; step < 4; step += 1) {
    await runClockFor(page, DELAY_MS);
    await expect(notification(page)).toBeHidden();
  }
}

test('appears half a second after hydration on the home page, in Persian, modal', async ({
  page,
}) => {
  await stopClock(page);
  await page.goto('/');
  const dialog = notification(page);
  // Hydrated, and the buttons enabled after it (its effects have run): the delay starts there.
  await hydrated(page);
  await expect(page.getByRole('button', { name: /به علاقه‌مندی‌ها/ }).first()).toBeEnabled();
  await runClockFor(page, DELAY_MS - 1);
  await expect(dialog).toBeHidden();
  await runClockFor(page, 1);
  await expect(dialog).toBeVisible();

  await expect(dialog).toContainText('جشنوارهٔ پاییزه!');
  await expect(dialog).toContainText(/زمان باقی‌مانده:\s*[۰-۹]+ ساعت( و [۰-۹]+ دقیقه)?/);
  // Jalali dates in Persian digits (the fixture window spans 31 days around today).
  await expect(dialog.locator('time')).toHaveCount(2);
  await expect(dialog.locator('time').first()).toHaveText(
    /^[۰-۹]{1,2} [\u0600-\u06FF]+ ۱۴[۰-۹]{2}/,
  );
  expect(await dialog.innerText()).not.toMatch(/[0-9]/);

  // Focus moved into the dialog; the page behind is inert.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const behind = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('footer a[href="/About-us"]');
    link?.focus();
    return document.activeElement === link;
  });
  expect(behind).toBe(false);
  await expect(dialog.getByRole('button', { name: 'بستن' })).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: 'دفعه بعد نمایش داده نشود' }),
  ).not.toBeChecked();
});

test('Escape closes it and focus goes back to where it was', async ({ page }) => {
  // The field takes the focus before the dialog opens: on a slow machine the page's load
  // event can come after the dialog is already up, and the page behind it takes no focus.
  await stopClock(page);
  await page.goto('/');
  const search = page.getByPlaceholder('جستجو در محصولات…');
  await hydrated(page);
  await search.focus();
  await expect(search).toBeFocused();
  const dialog = notification(page);
  await runClockFor(page, DELAY_MS);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(search).toBeFocused();
});

test('the close button and the backdrop hide it for this session; a new session shows it again', async ({
  browser,
  page,
}) => {
  await stopClock(page);
  await page.goto('/About-us');
  await expectDialogAfterDelay(page);
  // A click outside the dialog box lands on the backdrop.
  await page.mouse.click(8, 8);
  await expect(notification(page)).toBeHidden();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), READ_NOTIFICATIONS_KEY),
  ).toBeNull();

  await page.reload();
  await expectNoDialog(page);

  // A new session (new browser context) with the same local storage.
  const storageState = await page.context().storageState();
  const next = await browser.newContext({ storageState });
  const again = await next.newPage();
  await stopClock(again);
  await again.goto(`${STOREFRONT}/`);
  await expectDialogAfterDelay(again);
  await notification(again).getByRole('button', { name: 'بستن' }).click();
  await expect(notification(again)).toBeHidden();
  await again.goto(`${STOREFRONT}/Rules`);
  await expectNoDialog(again);
  await next.close();
});

test('its code is fetched only by a page that will show it; a page that cannot fetch it stays, without it', async ({
  browser,
  page,
}) => {
  const dialogCode = '**/assets/NotificationDialog-*.js';
  const askedBy = (target: Page) => {
    const asked: string[] = [];
    target.on('request', (request) => {
      if (/\/assets\/NotificationDialog-[\w-]+\.js$/.test(new URL(request.url()).pathname))
        asked.push(request.url());
    });
    return asked;
  };
  const shown = askedBy(page);
  await stopClock(page);
  await page.goto('/');
  await expectDialogAfterDelay(page);
  expect(shown).toHaveLength(1);

  // Read already: no page asks for the dialog's code.
  const read = await browser.newContext({ storageState: notificationAlreadyRead([STOREFRONT]) });
  const reader = await read.newPage();
  const asked = askedBy(reader);
  await stopClock(reader);
  await reader.goto(`${STOREFRONT}/`);
  await expectNoDialog(reader);
  expect(asked).toEqual([]);
  await read.close();

  // Its code cannot be fetched (the connection dropped; the server still has the build, so it is
  // no deploy and the page is not reloaded): the page stays as it is, without the dialog, and works.
  const cut = await browser.newContext({ storageState: EMPTY_STORAGE });
  const visitor = await cut.newPage();
  await visitor.route(dialogCode, (route) => route.abort('internetdisconnected'));
  let [loads, failures] = [0, 0];
  visitor.on('load', () => (loads += 1));
  visitor.on('requestfailed', (request) => {
    if (request.url().includes('/assets/NotificationDialog-')) failures += 1;
  });
  await visitor.goto(`${STOREFRONT}/`);
  await expect.poll(() => failures).toBe(1);
  await hydrated(visitor);
  expect(loads).toBe(1);
  await expect(notification(visitor)).toBeHidden();
  await searchBox(visitor).fill('کتاب');
  await searchBox(visitor).press('Enter');
  await expect(visitor).toHaveURL(/\/Products\?q=/);
  await cut.close();
});

test("'متوجه شدم' with the checkbox ticked marks it read for good", async ({ browser, page }) => {
  await page.goto('/');
  const dialog = notification(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'دفعه بعد نمایش داده نشود' }).check();
  await dialog.getByRole('button', { name: 'متوجه شدم' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), READ_NOTIFICATIONS_KEY)).toBe(
    JSON.stringify([fixtureNotificationId()]),
  );

  const next = await browser.newContext({ storageState: await page.context().storageState() });
  const later = await next.newPage();
  await stopClock(later);
  await later.goto(`${STOREFRONT}/`);
  await expectNoDialog(later);
  await next.close();
});

test('with the checkbox ticked, the backdrop and Escape also mark it read', async ({ browser }) => {
  for (const close of ['backdrop', 'escape'] as const) {
    const context = await browser.newContext({ storageState: EMPTY_STORAGE });
    const page = await context.newPage();
    await page.goto(`${STOREFRONT}/`);
    const dialog = notification(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'دفعه بعد نمایش داده نشود' }).check();
    if (close === 'backdrop') await page.mouse.click(8, 8);
    else await page.keyboard.press('Escape');
    await expect(dialog, close).toBeHidden();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), READ_NOTIFICATIONS_KEY),
      close,
    ).toBe(JSON.stringify([fixtureNotificationId()]));
    await context.close();
  }
});

test.describe('against the fixture shop on its own', () => {
  test.use({ baseURL: STOREFRONT_ON_REPLAY });

  /** Switches the fixture shop until the storefront's pages carry its notification window. */
  const switchScenarioUntilItsWindow = (name: string) =>
    switchScenarioUntil(name, '/Rules', async () => {
      const shop = await (await fetch(`${REPLAY}/api/shop/get-data`)).json();
      return (shop as { value: { notificationExpiration: string } }).value.notificationExpiration;
    });

  test.afterAll(async () => {
    await restoreOpenShop();
  });

  test('a notification whose window has passed never shows', async ({ browser, page }) => {
    await switchScenarioUntilItsWindow('default');
    await page.goto('/');
    await expect(notification(page)).toBeVisible();

    await switchScenarioUntilItsWindow('notification-expired');
    const fresh = await browser.newContext({ storageState: EMPTY_STORAGE });
    const visitor = await fresh.newPage();
    await stopClock(visitor);
    for (const path of ['/', '/About-us']) {
      await visitor.goto(`${STOREFRONT_ON_REPLAY}${path}`);
      await expectNoDialog(visitor);
    }
    await fresh.close();
  });
});
