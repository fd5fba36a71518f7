import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Whether React has hydrated the element `selector` finds (it carries its fiber); the footer: the page. */
export function isHydrated(page: Page, selector = 'footer'): Promise<boolean> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/** Until React has hydrated the page (or `selector`'s element); `message` is said if it never does within `timeout`. */
export async function hydrated(
  page: Page,
  { selector, timeout, message }: { selector?: string; timeout?: number; message?: string } = {},
): Promise<void> {
  await expect.poll(() => isHydrated(page, selector), { timeout, message }).toBe(true);
}

/**
 * Holds every client script back until `release` is called, so that a page is
 * the server's HTML only (its inline scripts, the streamed parts' included, still run).
 */
export async function holdScripts(target: Page | BrowserContext): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route('**/assets/**/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}
