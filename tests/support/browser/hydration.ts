import { expect, type Page } from '@playwright/test';

/** Until React has hydrated the page (the footer carries its fiber). */
export async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const footer = document.querySelector('footer');
        return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber$'));
      }),
    )
    .toBe(true);
}
