import { expect, test, type Page } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductGridSkeleton } from '@/features/catalogue/ProductGridSkeleton';

/**
 * A product card out of sight is not laid out until the shopper scrolls near
 * it: each of its parts (the picture, the title, the rating, the buy area) is
 * skipped (content-visibility), and keeps until then the box
 * src/styles/catalogue.css gives it. Every card is drawn as tall as its kept
 * parts, whatever its title, price or discount, at a phone's width, a tablet's
 * and a desktop's, and the stand-in shown while a list streams in is as tall
 * too: otherwise the rows move when they are laid out late under a shopper who
 * scrolled fast (a layout shift, seen by photos.spec under load).
 */
const PAGES = ['/', '/Products', '/category/10'] as const;
const WIDTHS = [360, 390, 800, 1366] as const;
const PARTS =
  '.product-card__media, .product-card__title, .product-card > .rating, .product-card__buy';
const SKELETON = renderToStaticMarkup(createElement(ProductGridSkeleton, { count: 1 }));

type Card = { title: string; drawn: number; kept: number; skipped: number };

/** Each card's height drawn, and with every part skipped and no size remembered from a layout. */
function measureCards(page: Page): Promise<Card[]> {
  return page
    .locator('.product-grid > li:has(.product-card:not(.product-card--skeleton))')
    .evaluateAll((items, parts) => {
      return items.map((item) => {
        const li = item as HTMLElement;
        const card = li.querySelector<HTMLElement>('.product-card')!;
        // Each at its own height, not its row's.
        li.style.alignSelf = 'start';
        const drawn = card.getBoundingClientRect().height;
        const skippable = [...card.querySelectorAll<HTMLElement>(parts)];
        for (const part of skippable) {
          // The kept box alone: the size remembered from the last layout (`auto`) left out.
          const kept = getComputedStyle(part).containIntrinsicBlockSize.replace(/^auto\s+/, '');
          part.style.contentVisibility = 'hidden';
          part.style.containIntrinsicBlockSize = kept;
        }
        const kept = card.getBoundingClientRect().height;
        for (const part of skippable) {
          part.style.contentVisibility = '';
          part.style.containIntrinsicBlockSize = '';
        }
        return {
          title: card.querySelector('.product-card__title')?.textContent ?? '',
          drawn,
          kept,
          skipped: skippable.length,
        };
      });
    }, PARTS);
}

/** The stand-in's height in a grid of its own beside the page's first grid, as a streaming list shows it. */
function measureSkeleton(page: Page): Promise<number> {
  return page
    .locator('.product-grid')
    .first()
    .evaluate((grid, markup) => {
      const template = document.createElement('template');
      template.innerHTML = markup;
      const standIns = template.content.firstElementChild!;
      grid.after(standIns);
      const height = standIns.querySelector('.product-card')!.getBoundingClientRect().height;
      standIns.remove();
      return height;
    }, SKELETON);
}

for (const width of WIDTHS) {
  test(`at ${width} px every product card and its stand-in are as tall as the boxes kept for them`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const cards = await measureCards(page);
      expect(cards.length, `${path}: cards`).toBeGreaterThan(3);
      for (const card of cards) {
        expect(card.skipped, `${path}, «${card.title}»: parts skipped`).toBe(4);
        expect(
          Math.abs(card.drawn - card.kept),
          `${path} at ${width} px, «${card.title}»: drawn ${card.drawn}, kept ${card.kept}`,
        ).toBeLessThan(1);
      }
      const skeleton = await measureSkeleton(page);
      expect(
        Math.abs(skeleton - cards[0]!.drawn),
        `${path} at ${width} px: stand-in ${skeleton}, card ${cards[0]!.drawn}`,
      ).toBeLessThan(1);
    }
    await context.close();
  });
}
