import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { FigureError, median } from './figures';
import type { BenchPage } from './lighthouse';
import { mainThreadOf, type TraceEvent } from './main-thread-load';

/**
 * The main thread of a phone's first visit after its first paint: the time in
 * which a tap waits. Chromium at 4× CPU on a 412 px phone view (Lighthouse's
 * mobile slowdown), each page loaded `loads` times in a fresh context, pages
 * alternated, traced until SETTLE_MS after the load event; medians.
 */
export type MainThreadRow = {
  page: string;
  path: string;
  loads: number;
  firstPaintMs: number;
  /** Each task's part over 50 ms, summed: Lighthouse's total blocking time, observed. */
  blockingMs: number;
  /** The main thread's own time in tasks. */
  busyMs: number;
  longestMs: number;
};

export const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };
const SETTLE_MS = 4_000;

/** One load's figures. */
type Load = Omit<MainThreadRow, 'page' | 'path' | 'loads'>;

/** A fresh phone for one load: a 412 px view at DPR 1.75, touch, the CPU CPU_SLOWDOWN× slower. */
export async function slowPhone(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

export async function measureMainThread(
  base: string,
  loads: number,
  pages: readonly BenchPage[],
): Promise<MainThreadRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const figures = new Map(pages.map(({ page }) => [page, [] as Load[]]));
  try {
    for (let load = 0; load < loads; load += 1) {
      for (const { page: name, path } of pages) {
        const { context, page } = await slowPhone(browser);
        try {
          await browser.startTracing(page, {
            categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
          });
          const answer = await page.goto(`${base}${path}`, { waitUntil: 'load' });
          if (!answer?.ok())
            throw new FigureError(`main thread of ${name}: ${path} answered ${answer?.status()}`);
          await page.waitForTimeout(SETTLE_MS);
          // From the navigation's start, the page's own clock.
          const firstPaintMs = await page.evaluate(
            () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          );
          const trace = JSON.parse((await browser.stopTracing()).toString()) as {
            traceEvents: TraceEvent[];
          };
          const one = mainThreadOf(trace.traceEvents);
          if (!one || firstPaintMs === null)
            throw new FigureError(`main thread of ${name}: the load painted nothing`);
          figures.get(name)?.push({ firstPaintMs, ...one });
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return pages.map(({ page, path }) => {
    const rows = figures.get(page) ?? [];
    return {
      page,
      path,
      loads: rows.length,
      firstPaintMs: median(rows.map((row) => row.firstPaintMs)),
      blockingMs: median(rows.map((row) => row.blockingMs)),
      busyMs: median(rows.map((row) => row.busyMs)),
      longestMs: median(rows.map((row) => row.longestMs)),
    };
  });
}
