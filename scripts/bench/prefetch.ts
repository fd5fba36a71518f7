import os from 'node:os';
import { chromium, devices, type Browser } from '@playwright/test';
import {
  notificationId,
  type NotificationFields,
} from '../../src/features/notification/notification-rules';
import { PRODUCTS_PATH } from '../../src/lib/routing/route-paths';
import { rscUrlOfRoute } from '../../src/lib/routing/rsc-path';
import { READ_NOTIFICATIONS_KEY } from '../../src/lib/browser/storage-keys';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { FigureError, percentile, required } from './figures';

/**
 * Tap-to-first-screen of a product (docs/decisions/0090): on a
 * phone (Pixel 7's profile, touch) over a throttled network and CPU, the
 * listing is opened and scrolled a little, then its first product card tapped; the time runs from
 * the tap to the first frame painted with the product's title as the page's
 * heading. With fetching ahead, the card's payload is fetched while the
 * listing is on screen and the tap renders from memory; without (the same
 * page under Save-Data, where nothing is fetched ahead), the tap loads the
 * product page. The service worker is kept out of both, so that only
 * fetching ahead differs. A run fails rather than print a figure of
 * something else: a tap "fetched ahead" that loaded a page, or one under
 * Save-Data that did not.
 */
export type PrefetchFigures = {
  network: string;
  runs: number;
  ahead: number[];
  without: number[];
  aheadMedian: number;
  withoutMedian: number;
  /** os.loadavg() while measuring: the figures are noisy on a loaded machine. */
  load: string;
};

/** Lighthouse's mobile network ("slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and its 4× CPU slowdown. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** Notes the tap and, on whichever page shows it, the first frame with the tapped product's title as the heading. */
function watchTap(): void {
  const KEY = 'bench-tap';
  addEventListener(
    'click',
    (event) => {
      const card = (event.target as Element | null)?.closest?.('a.product-card__link');
      const title = card?.querySelector('.product-card__title')?.textContent?.trim();
      if (title)
        sessionStorage.setItem(
          KEY,
          JSON.stringify({ at: performance.timeOrigin + event.timeStamp, title }),
        );
    },
    true,
  );
  const observer = new MutationObserver(() => {
    const tap = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      at: number;
      title: string;
    } | null;
    if (!tap || document.querySelector('h1')?.textContent?.trim() !== tap.title) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        (window as { benchShownMs?: number }).benchShownMs =
          performance.timeOrigin + performance.now() - tap.at;
      }),
    );
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** The shop's notification, as a shopper who has read it: its dialog would cover the card to tap. */
async function readNotifications(base: string): Promise<string> {
  const answer = (await (await fetch(`${base}/api/shop/get-data`)).json()) as {
    value?: NotificationFields;
  };
  return JSON.stringify(answer.value ? [notificationId(answer.value)] : []);
}

async function oneTap(
  browser: Browser,
  base: string,
  ahead: boolean,
  read: string,
): Promise<number> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    serviceWorkers: 'block',
    locale: 'fa-IR',
  });
  try {
    await context.addInitScript(watchTap);
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: READ_NOTIFICATIONS_KEY,
      value: read,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (!ahead) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await page.goto(`${base}${PRODUCTS_PATH}`, { waitUntil: 'load' });
    const card = page.locator('main a.product-card__link').first();
    const path = new URL((await card.getAttribute('href')) ?? '/', base).pathname;
    // Once React has taken over (the cards' buttons are enabled), the shopper scrolls a little, as
    // one does before a tap: fetching ahead starts at the first touch or scroll (docs/decisions/0090).
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLButtonElement>('main .product-card button')?.disabled === false,
      null,
      {
        timeout: 60_000,
      },
    );
    // Until the card's payload has arrived whole (Waku's router holds it then, docs/decisions/0090).
    const fetchedAhead = ahead
      ? page.waitForResponse(
          (answer) => new URL(answer.url()).pathname === rscUrlOfRoute(path).split('?')[0],
          { timeout: 60_000 },
        )
      : null;
    await page.evaluate(() => window.scrollBy(0, 2));
    if (fetchedAhead) await (await fetchedAhead).finished();
    await page.waitForLoadState('networkidle');
    // A mark on this document: still there after the tap when the product rendered in it (from memory), gone when a page loaded.
    await page.evaluate(() => ((window as { benchBeforeTap?: boolean }).benchBeforeTap = true));
    // Bounded: a card something covers is a figure not measured, never a hang.
    await card.tap({ timeout: 30_000 });
    await page.waitForFunction(
      () => (window as { benchShownMs?: number }).benchShownMs !== undefined,
      null,
      { timeout: 60_000 },
    );
    const { shownMs, sameDocument } = await page.evaluate(() => ({
      shownMs: (window as { benchShownMs?: number }).benchShownMs,
      sameDocument: (window as { benchBeforeTap?: boolean }).benchBeforeTap === true,
    }));
    if (sameDocument !== ahead)
      throw new FigureError(
        ahead
          ? `the tap on ${path} loaded the page: it was not opened from memory`
          : `the tap on ${path} opened from memory under Save-Data`,
      );
    return Math.round(required(shownMs, `tap to first screen of ${path}`));
  } finally {
    await context.close();
  }
}

export async function measurePrefetch(base: string, runs = 5): Promise<PrefetchFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const ahead: number[] = [];
  const without: number[] = [];
  const read = await readNotifications(base);
  try {
    for (let run = 0; run < runs; run += 1) {
      ahead.push(await oneTap(browser, base, true, read));
      without.push(await oneTap(browser, base, false, read));
    }
  } finally {
    await browser.close();
  }
  const median = (figures: number[]) =>
    percentile(
      [...figures].sort((a, b) => a - b),
      50,
    );
  return {
    network: '150 ms, 1.6 Mbit/s, CPU ×4',
    runs,
    ahead,
    without,
    aheadMedian: median(ahead),
    withoutMedian: median(without),
    load: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
}
