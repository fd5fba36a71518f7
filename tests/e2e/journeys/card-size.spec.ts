import { expect, test } from '@playwright/test';

/**
 * A product card out of sight is not laid out until the shopper scrolls near
 * it (content-visibility); until then its box is `--card-block-size`, the sum
 * src/styles/catalogue.css makes of a card's parts. Every card is drawn that
 * tall, whatever its title, price or discount, at a phone's width, a tablet's
 * and a desktop's: otherwise the rows move when they are laid out late under a
 * shopper who scrolled fast (a layout shift, seen by photos.spec under load).
 */
const PAGES = ['/', '/Products', '/category/10'] as const;
const WIDTHS = [360, 390, 800, 1366] as const;

for (const width of WIDTHS) {
  test(`at ${width} px every product card is as tall as the box kept for it`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const cards = await page
        .locator('.product-grid > li:has(.product-card:not(.product-card--skeleton))')
        .evaluateAll((items) =>
          items.map((item) => {
            const li = item as HTMLElement;
            const card = li.querySelector<HTMLElement>('.product-card')!;
            // Each at its own height, not its row's.
            li.style.alignSelf = 'start';
            // Skipped, with no size remembered from a layout: the box kept for it.
            card.style.contentVisibility = 'hidden';
            card.style.containIntrinsicBlockSize = 'var(--card-block-size)';
            const kept = card.getBoundingClientRect().height;
            // Laid out.
            card.style.contentVisibility = 'visible';
            card.style.containIntrinsicBlockSize = '';
            const drawn = card.getBoundingClientRect().height;
            return {
              title: card.querySelector('.product-card__title')?.textContent ?? '',
              drawn,
              kept,
            };
          }),
        );
      expect(cards.length, `${path}: cards`).toBeGreaterThan(3);
      for (const card of cards) {
        expect(
          Math.abs(card.drawn - card.kept),
          `${path} at ${width} px, «${card.title}»: drawn ${card.drawn}, kept ${card.kept}`,
        ).toBeLessThan(1);
      }
    }
    await context.close();
  });
}
