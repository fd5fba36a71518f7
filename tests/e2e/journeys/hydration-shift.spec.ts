import { expect, test } from '@playwright/test';
import { STOREFRONT_PHOTOS } from '../../../playwright.config';
import { holdScripts, hydrated, isHydrated } from '../../support/browser/hydration';
import { layoutShiftOf, recordLayoutShift } from '../../support/browser/layout-shift';
import { notificationAlreadyRead } from '../../support/browser/notification';
import { VIEWPORTS } from '../../support/browser/viewports';

/**
 * A shopper on a slow phone scrolls to the end of a page before its scripts
 * have run: when React takes over and the parts that read the browser (the
 * session, the recently viewed row) draw themselves, nothing on screen moves.
 * What the server cannot know holds its place, unseen, until it is known.
 * The document is whole and the fonts settled first: what streams in late is
 * ProductReviews' own placeholder's, the fonts' swap is font-swap.spec's.
 */
const PAGES = ['/', '/Products', '/category/10', '/Product/BK-1001/x'] as const;
for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: scrolled to the end before the scripts ran, hydration moves nothing`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const path of PAGES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        storageState: notificationAlreadyRead([STOREFRONT_PHOTOS]),
        // As in every spec but the worker's own: a first touch would otherwise install it mid-test.
        serviceWorkers: 'block',
      });
      await recordLayoutShift(context);
      const scripts = await holdScripts(context);
      const page = await context.newPage();
      // Said in the failure message if React never takes over.
      const trouble: string[] = [];
      page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
      page.on(
        'console',
        (message) => message.type() === 'error' && trouble.push(`console: ${message.text()}`),
      );
      page.on('requestfailed', (request) =>
        trouble.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
      );
      await page.goto(`${STOREFRONT_PHOTOS}${path}`, { waitUntil: 'commit' });
      // The whole document, its streamed parts swapped in (their inline scripts are not held back).
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.evaluate(async () => {
        await document.fonts.ready;
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const where = `${path} at ${viewport.width} px`;
      expect(await isHydrated(page, 'main'), `${where}: the scripts were held back`).toBe(false);
      const before = await layoutShiftOf(page);
      scripts.release();
      // React hydrates what lies in Suspense boundaries at a low priority: on a busy machine, seconds later.
      await hydrated(page, {
        selector: 'main',
        message: `${where}: hydrated\n${trouble.join('\n')}`,
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const after = await layoutShiftOf(page);
      const moved = after.shifts.slice(before.shifts.length);
      expect(
        after.total - before.total,
        `${where}: layout shift at hydration\n${moved.join('\n')}`,
      ).toBeLessThanOrEqual(0.001);
      await context.close();
    }
  });
}
