import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { FigureError, median } from './figures';
import type { BenchPage } from './lighthouse';
import { slowPhone } from './main-thread';
import { startServer } from './server-process';
import { DEMO_CUSTOMER } from './client-js';
import { ENTRY_CHUNK } from '../client-chunks';
import { AUTH_COOKIE, TOKEN_KEY } from '../../src/lib/browser/storage-keys';

/**
 * A phone's first visit over a real line: Chromium in a network namespace of
 * its own (the phone), the storefront in another (the shop), and between them
 * scripts/bench/phone-line.py, which forwards every packet at the line's rate
 * after its delay. Both kernels run real TCP over it, so a page's requests
 * share the line as they would on a phone: slow start on each connection, six
 * of them at once, a full queue dropping packets. DevTools' throttling (the
 * mainthread and prefetch parts) delays and paces each request on its own,
 * and Lighthouse simulates a line from a load on loopback; this is the figure
 * to believe before either. Chromium runs at 4× CPU, as Lighthouse's phone.
 *
 * Each build given (this checkout, and the one BENCH_LINE_AGAINST names, a
 * clone with its own build) is served from the shop; their loads alternate,
 * so that both are measured on the same line in the same minutes. Give that
 * clone its own `npm ci`: a node_modules linked from another clone sits
 * outside its root, and the client's chunks are cut differently
 * (scripts/client-chunks.ts matches `node_modules/waku/`). Needs root,
 * /dev/net/tun, iproute2 and python3.
 *
 * Signed in (BENCH_LINE_SIGNED_IN=1), each build's pages are loaded as the demo customer with
 * one line in the cart, the session as the login leaves it (the token in the cookie and local
 * storage), and each load also times when the header's cart link showed that line: the
 * signed-in page's first read of the shop (docs/decisions/0101).
 */

/** Lighthouse's mobile line ("slow 4G"): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const LINE = { roundTripMs: 150, downKbps: 1600, upKbps: 750, queueBytes: 64 * 1024 };

export type LineRow = {
  page: string;
  path: string;
  build: string;
  loads: number;
  firstPaintMs: number;
  largestPaintMs: number;
  /** When React had hydrated the page (the footer carries its fiber). */
  hydratedMs: number;
  /** When the last picture in the first screen (the logo, the banner, a first row's cards) had come. */
  firstScreenPicturesMs: number;
  /** When the client entry's chunks began coming, and when the last of them had come. */
  entryStartMs: number;
  entryEndMs: number;
  /** Signed in: when the header's cart link named the cart's line (NaN as a visitor). */
  cartShownMs: number;
};

export type Build = { name: string; dir: string };

/** The line put in the demo customer's cart for a signed-in run. */
const CART_LINE = { productId: 101, unitId: 4, amount: 1 };

const HYDRATION_TIMEOUT_MS = 60_000;

/** This run's namespaces and devices (named after its process), and the line's addresses (a /24 each side). */
const TAG = `b${process.pid % 10_000}`;
const NET = {
  phone: `${TAG}-phone`,
  shop: `${TAG}-shop`,
  phoneTun: `${TAG}p`,
  shopTun: `${TAG}s`,
  phoneAddress: '10.97.0.1',
  shopAddress: '10.97.1.1',
};

function run(command: string, args: string[]): void {
  const done = spawnSync(command, args, { encoding: 'utf8' });
  if (done.status !== 0)
    throw new FigureError(
      `phone line: ${command} ${args.join(' ')} failed: ${(done.stderr || done.error?.message || '').trim()}`,
    );
}

function needs(): void {
  if (process.getuid?.() !== 0)
    throw new FigureError('phone line: needs root (network namespaces)');
  try {
    accessSync('/dev/net/tun', constants.R_OK | constants.W_OK);
  } catch {
    throw new FigureError('phone line: needs /dev/net/tun');
  }
  for (const tool of ['ip', 'python3'])
    if (spawnSync('which', [tool]).status !== 0)
      throw new FigureError(`phone line: needs ${tool} (iproute2, python3)`);
}

/** Until a child has said `ready` on its stdout; what it said is in the error if it exits first. */
function untilReady(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
      if (said.includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new FigureError(`${what} exited (${code}): ${said.trim()}`)));
  });
}

/** The two namespaces joined by the line; undone by the function it answers. */
async function openLine(): Promise<{ undo: () => void }> {
  const link = spawn(
    'python3',
    [
      path.join(import.meta.dirname, 'phone-line.py'),
      NET.phoneTun,
      NET.shopTun,
      String(LINE.roundTripMs / 2),
      String(LINE.downKbps),
      String(LINE.upKbps),
      String(LINE.queueBytes),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const undo = () => {
    link.kill();
    for (const space of [NET.phone, NET.shop]) spawnSync('ip', ['netns', 'del', space]);
  };
  try {
    await untilReady(link, 'phone line: phone-line.py');
    for (const [space, tun, address, other] of [
      [NET.phone, NET.phoneTun, NET.phoneAddress, NET.shopAddress],
      [NET.shop, NET.shopTun, NET.shopAddress, NET.phoneAddress],
    ] as const) {
      run('ip', ['netns', 'add', space]);
      run('ip', ['link', 'set', tun, 'netns', space]);
      const inside = (...args: string[]) => run('ip', ['netns', 'exec', space, 'ip', ...args]);
      inside('addr', 'add', `${address}/24`, 'dev', tun);
      inside('link', 'set', tun, 'up', 'mtu', '1500');
      inside('link', 'set', 'lo', 'up');
      inside('route', 'add', `${other.replace(/\.\d+$/, '.0')}/24`, 'dev', tun);
    }
  } catch (error) {
    undo();
    throw error;
  }
  return { undo };
}

/** A build's storefront in the shop's namespace, on the photos scenario with a picture folder of its own. */
async function serveInShop(build: Build, port: number): Promise<{ url: string; stop: () => void }> {
  const pictures = mkdtempSync(path.join(os.tmpdir(), 'bench-line-images-'));
  try {
    const server = await startServer(
      port,
      { SHOP_FIXTURES: 'photos', SHOP_IMAGE_CACHE_DIR: pictures, LOG_LEVEL: 'warn' },
      { dir: build.dir, netns: { name: NET.shop, host: NET.shopAddress } },
    );
    return {
      url: server.url,
      stop: () => {
        server.stop();
        rmSync(pictures, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(pictures, { recursive: true, force: true });
    throw new FigureError(`phone line: ${build.name}'s storefront: ${String(error)}`);
  }
}

/** Chromium started inside the phone's namespace (Playwright talks to it over pipes). */
async function phoneBrowser(scratch: string): Promise<Browser> {
  const wrapper = path.join(scratch, 'chromium-on-the-phone');
  writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${NET.phone} ${CHROMIUM_PATH} "$@"\n`, {
    mode: 0o755,
  });
  return chromium.launch({ executablePath: wrapper, args: CHROMIUM_ARGS });
}

/** Kept by the page from its first script on: its largest paint, and when React hydrated it. */
const WATCH = `
  window.__line = { largestPaint: 0, hydrated: 0, cartShown: NaN };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__line.largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__lineTick = () => {
    const footer = document.querySelector('footer');
    if (footer && Object.keys(footer).some((key) => key.startsWith('__reactFiber$')))
      window.__line.hydrated = performance.now();
    else setTimeout(window.__lineTick, 10);
  };
  setTimeout(window.__lineTick, 10);
`;

/**
 * Signed in, after WATCH: when the header's cart link names a line (its label has a count).
 * Only then: a visitor's header never does, and a poll that never ends would take the phone's
 * main thread from the page under measure.
 */
const WATCH_CART = `
  window.__lineCart = () => {
    const link = document.querySelector('header a[href="/cart"][aria-label*="،"]');
    if (link) window.__line.cartShown = performance.now();
    else setTimeout(window.__lineCart, 10);
  };
  setTimeout(window.__lineCart, 10);
`;

type Load = Omit<LineRow, 'page' | 'path' | 'build' | 'loads'>;

/** A signed-in load's session: the token, set as the login sets it. */
type Session = { token: string };

/** DevTools' timeline, enough for its Performance panel to draw the main thread and the requests. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'v8.execute',
];

async function oneLoad(
  browser: Browser,
  url: string,
  what: string,
  session: Session | null,
  tracePath?: string,
): Promise<Load> {
  const { context, page } = await slowPhone(browser);
  try {
    await context.addInitScript({ content: WATCH });
    if (session) {
      await context.addInitScript({ content: WATCH_CART });
      await context.addCookies([{ name: AUTH_COOKIE, value: session.token, url }]);
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: TOKEN_KEY,
        value: session.token,
      });
    }
    if (tracePath)
      await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    const answer = await page.goto(url, { waitUntil: 'load', timeout: HYDRATION_TIMEOUT_MS });
    if (!answer?.ok()) throw new FigureError(`${what}: answered ${answer?.status()}`);
    await page
      .waitForFunction(() => (window as { __line?: { hydrated: number } }).__line?.hydrated, null, {
        timeout: HYDRATION_TIMEOUT_MS,
      })
      .catch(() => {
        throw new FigureError(`${what}: never hydrated`);
      });
    if (session)
      await page
        .waitForFunction(
          () => (window as { __line?: { cartShown: number } }).__line?.cartShown,
          null,
          { timeout: HYDRATION_TIMEOUT_MS },
        )
        .catch(() => {
          throw new FigureError(`${what}: the header never showed the cart's line`);
        });
    if (tracePath) await browser.stopTracing();
    return await page.evaluate((entryChunk) => {
      const watched = (
        window as unknown as {
          __line: { largestPaint: number; hydrated: number; cartShown: number };
        }
      ).__line;
      const entry = performance
        .getEntriesByType('resource')
        .filter((timing) => new RegExp(entryChunk).test(new URL(timing.name).pathname))
        .map((timing) => timing as PerformanceResourceTiming);
      const cameAt = new Map(
        performance
          .getEntriesByType('resource')
          .map((timing) => [timing.name, (timing as PerformanceResourceTiming).responseEnd]),
      );
      const inFirstScreen = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      });
      return {
        firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        largestPaintMs: watched.largestPaint,
        hydratedMs: watched.hydrated,
        // A picture shown twice is timed once, by its first request.
        firstScreenPicturesMs: Math.max(
          0,
          ...inFirstScreen.flatMap((image) => cameAt.get(image.currentSrc) ?? []),
        ),
        entryStartMs: entry.length ? Math.min(...entry.map((timing) => timing.startTime)) : NaN,
        entryEndMs: entry.length ? Math.max(...entry.map((timing) => timing.responseEnd)) : NaN,
        cartShownMs: watched.cartShown,
      };
    }, ENTRY_CHUNK.source);
  } finally {
    await context.close();
  }
}

/**
 * The demo customer signed in on a build's storefront, with CART_LINE as their cart: asked from
 * the phone (the storefront is only reachable there), before any load is timed.
 */
async function signInWithACartLine(browser: Browser, base: string): Promise<Session> {
  const context = await browser.newContext();
  try {
    // Same-origin fetches from a page of the shop: the browser is the one on the phone's side.
    const page = await context.newPage();
    await page.goto(`${base}/robots.txt`);
    const { status, token } = await page.evaluate(
      async ({ demo, line }) => {
        const login = await fetch('/api/shop/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(demo),
        });
        const value = ((await login.json().catch(() => ({}))) as { value?: unknown }).value;
        if (!login.ok || typeof value !== 'string') return { status: login.status, token: null };
        const headers = { authorization: `Bearer ${value}`, 'content-type': 'application/json' };
        await fetch('/api/shop/users/cart/clear', { headers });
        const set = await fetch('/api/shop/users/cart/set-item', {
          method: 'POST',
          headers,
          body: JSON.stringify(line),
        });
        return { status: set.status, token: set.ok ? value : null };
      },
      { demo: DEMO_CUSTOMER, line: CART_LINE },
    );
    if (token === null)
      throw new FigureError(`phone line: the demo login or its cart's line failed (${status})`);
    return { token };
  } finally {
    await context.close();
  }
}

/**
 * `traceDir`, when given, keeps the trace of each page's and build's last load there, as
 * `line-<page>-<build>.json`, for DevTools' Performance panel or a script.
 */
export async function measurePhoneLine(
  builds: Build[],
  loads: number,
  pages: readonly BenchPage[],
  { traceDir, signedIn = false }: { traceDir?: string; signedIn?: boolean } = {},
): Promise<LineRow[]> {
  needs();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-line-'));
  const line = await openLine();
  const served: Array<{ url: string; stop: () => void }> = [];
  let browser: Browser | null = null;
  try {
    for (const [index, build] of builds.entries())
      served.push(await serveInShop(build, 8480 + index));
    const phone = await phoneBrowser(scratch);
    browser = phone;
    const sessions = await Promise.all(
      served.map((shop) => (signedIn ? signInWithACartLine(phone, shop.url) : null)),
    );
    const figures = new Map<string, Load[]>();
    // One load of each first, not counted: the pictures' variants made, the pages kept.
    for (let load = -1; load < loads; load += 1) {
      for (const { page, path: pagePath } of pages) {
        for (const [index, build] of builds.entries()) {
          const url = `${served[index]?.url}${pagePath}`;
          const tracePath =
            traceDir && load === loads - 1
              ? path.join(traceDir, `line-${page}-${build.name.replace(/\W+/g, '-')}.json`)
              : undefined;
          const one = await oneLoad(
            phone,
            url,
            `phone line, ${build.name}'s ${page}`,
            sessions[index] ?? null,
            tracePath,
          );
          for (const [name, value] of Object.entries(one))
            if (!Number.isFinite(value) && (signedIn || name !== 'cartShownMs'))
              throw new FigureError(`phone line, ${build.name}'s ${page}: no ${name}`);
          const key = `${page} ${build.name}`;
          if (load >= 0) figures.set(key, [...(figures.get(key) ?? []), one]);
        }
      }
    }
    return pages.flatMap(({ page, path: pagePath }) =>
      builds.map((build) => {
        const all = figures.get(`${page} ${build.name}`) ?? [];
        const of = (key: keyof Load) => median(all.map((one) => one[key]));
        return {
          page,
          path: pagePath,
          build: build.name,
          loads: all.length,
          firstPaintMs: of('firstPaintMs'),
          largestPaintMs: of('largestPaintMs'),
          hydratedMs: of('hydratedMs'),
          firstScreenPicturesMs: of('firstScreenPicturesMs'),
          entryStartMs: of('entryStartMs'),
          entryEndMs: of('entryEndMs'),
          cartShownMs: signedIn ? of('cartShownMs') : Number.NaN,
        };
      }),
    );
  } finally {
    await browser?.close();
    for (const server of served) server.stop();
    line.undo();
    rmSync(scratch, { recursive: true, force: true });
  }
}
