import type { Locator, Page } from '@playwright/test';
import { CART_MESSAGES } from '@/features/cart/messages';
import { FAVOURITE_MESSAGES } from '@/features/favourites/messages';
import { expect, test } from '../../support/browser/fixtures';

/**
 * A card's buttons follow their own product only: a change to the cart or the
 * favourites re-renders the button of the product it touched, and leaves the
 * listing's other buttons as they were (on a phone, each re-render of two dozen
 * cards is main-thread time during the load).
 *
 * React gives a host element a new props object each time the component that
 * renders it runs, and keeps it otherwise; the page reads that object under
 * React's `__reactProps$…` key.
 */

const CARD_BUTTONS = '.product-card button';

/** Keeps, for every card button, the props object React gave it last. */
async function keepProps(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const propsOf = (element: Element) => {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      return key ? (element as unknown as Record<string, unknown>)[key] : undefined;
    };
    const kept = new Map<Element, unknown>();
    for (const button of document.querySelectorAll(selector)) kept.set(button, propsOf(button));
    (window as unknown as { __cardProps: unknown }).__cardProps = { kept, propsOf };
  }, CARD_BUTTONS);
}

/** The aria-labels of the card buttons whose component ran since keepProps. */
async function rerendered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { kept, propsOf } = (
      window as unknown as {
        __cardProps: { kept: Map<Element, unknown>; propsOf: (element: Element) => unknown };
      }
    ).__cardProps;
    return [...kept]
      .filter(([button, props]) => propsOf(button) !== props)
      .map(([button]) => button.getAttribute('aria-label') ?? '');
  });
}

/** The listing once React has taken it over and the page has nothing more to fetch. */
async function settledListing(page: Page): Promise<Locator> {
  await page.goto('/Products', { waitUntil: 'networkidle' });
  const buttons = page.locator(CARD_BUTTONS);
  await expect(buttons.first()).toBeEnabled();
  await expect(buttons.last()).toBeEnabled();
  expect(await buttons.count()).toBeGreaterThan(4);
  return buttons;
}

test('adding one product to the cart re-renders that card’s cart button and no other card button', async ({
  page,
  shopper: _shopper,
}) => {
  await settledListing(page);
  await keepProps(page);
  const add = page.getByRole('button', { name: 'افزودن «کتاب بوف کور» به سبد خرید' });
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: CART_MESSAGES.added })).toBeVisible();
  await expect(add).not.toHaveAttribute('aria-busy');
  expect(await rerendered(page)).toEqual(['افزودن «کتاب بوف کور» به سبد خرید']);
});

test('a favourite toggled on one card re-renders that card’s toggle and no other card button', async ({
  page,
  shopper: _shopper,
}) => {
  await settledListing(page);
  await keepProps(page);
  const label = FAVOURITE_MESSAGES.toggleLabel('کتاب بوف کور');
  const toggle = page.getByRole('button', { name: label });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: FAVOURITE_MESSAGES.added }),
  ).toBeVisible();
  await expect(toggle).not.toHaveAttribute('aria-busy');
  expect(await rerendered(page)).toEqual([label]);
});
