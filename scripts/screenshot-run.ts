import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { notificationAlreadyRead } from '../tests/support/browser/notification';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** The two widths every screenshot is taken at (common.md: desktop 1366 px and a 390 px phone). */
export const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

export type ScreenshotStep = {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  viewport: Viewport;
  /** Saves the whole page as screenshots/<prefix><name>-<viewport>.png and prints the file name. */
  shot: (name: string) => Promise<void>;
};

/**
 * Runs `steps` once per viewport in a fresh Persian-locale context (the shop's
 * notification already read, unless `withNotification`), then closes the browser.
 * Files land in screenshots/ (ignored by git).
 */
export async function screenshotRun(
  base: string,
  prefix: string,
  steps: (step: ScreenshotStep) => Promise<void>,
  options: { withNotification?: boolean } = {},
): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      viewport,
      locale: 'fa-IR',
      deviceScaleFactor: 1,
      ...(options.withNotification ? {} : { storageState: notificationAlreadyRead([base]) }),
    });
    const page = await context.newPage();
    const shot = async (name: string) => {
      const file = `screenshots/${prefix}${name}-${viewport.name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    };
    await steps({ browser, context, page, viewport, shot });
    await context.close();
  }
  await browser.close();
}
