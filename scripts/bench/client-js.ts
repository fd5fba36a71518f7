import { chromium } from '@playwright/test';
import { request } from 'undici';
import { AUTH_COOKIE, TOKEN_KEY } from '../../src/lib/browser/storage-keys';
import type { Budgets } from './budgets';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { ENTRY_CHUNK } from '../client-chunks';
import { FigureError } from './figures';
import { SAMPLE_CATEGORY_PATH, SAMPLE_PRODUCT_PATH } from './sample-paths';
import {
  CART_PATH,
  CATEGORY_PATTERN,
  HOME_PATH,
  MAINTENANCE_PATH,
  PRODUCT_PATTERN,
  PRODUCTS_PATH,
  PROFILE_PATH,
} from '../../src/lib/routing/route-paths';
import { matchRoute, ROUTES, type RoutePattern } from '../../src/lib/routing/routes';
import { PROFILE_TABS, profileTabPath } from '../../src/lib/routing/profile-tabs';

export type ClientJsRow = {
  page: string;
  path: string;
  scripts: number;
  /** The client entry's chunk, the same file on every page. */
  entryKiB: number;
  /** Every other script of the first load: the page's own code. */
  pageKiB: number;
  totalKiB: number;
  budgetKiB: number;
  over: boolean;
};

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A page's first load lands on exactly this path. */
const at = (path: string) => (pathname: string) => pathname === path;

/** Or on a page of the same product, whatever its title. */
const atProduct = (path: string) => (pathname: string) => {
  const [wanted, landed] = [matchRoute(path), matchRoute(pathname)];
  return (
    landed?.pattern === PRODUCT_PATTERN &&
    wanted?.pattern === PRODUCT_PATTERN &&
    landed.params.id === wanted.params.id
  );
};

/** The six pages the budgets name, by the names budgets.json uses. */
const NAMED: Partial<Record<RoutePattern, string>> = {
  [HOME_PATH]: 'home',
  [CATEGORY_PATTERN]: 'category',
  [PRODUCTS_PATH]: 'listing',
  [PRODUCT_PATTERN]: 'product',
  [CART_PATH]: 'cart',
  [PROFILE_PATH]: 'profile',
};

/** Routes with parameters, by a path of the fixture shop's. */
const SAMPLE: Partial<Record<RoutePattern, string>> = {
  [CATEGORY_PATTERN]: SAMPLE_CATEGORY_PATH,
  // Redirected to the product's canonical address (its title in the path).
  [PRODUCT_PATTERN]: SAMPLE_PRODUCT_PATH,
};

/** Routes no shopper of an open shop lands on, and why the bench leaves them out. */
export const NOT_LOADED: Partial<Record<RoutePattern, string>> = {
  [MAINTENANCE_PATH]:
    'shown only while the shop is closed for maintenance; an open shop sends it home',
};

/**
 * Every route of the table (src/lib/routing/routes.ts), logged in where it is guarded, and the
 * profile's other tabs, each a page of its own to the shopper; and where each first load
 * must land: a page that ends elsewhere (the login) is not that page's figure.
 */
const PAGES: Array<{
  page: string;
  path: string;
  lands: (pathname: string) => boolean;
  loggedIn: boolean;
}> = [
  ...ROUTES.filter((route) => NOT_LOADED[route.pattern] === undefined).map((route) => {
    const path = SAMPLE[route.pattern] ?? route.pattern;
    return {
      page: NAMED[route.pattern] ?? path.slice(1).toLowerCase(),
      path,
      lands: route.pattern === PRODUCT_PATTERN ? atProduct(path) : at(path),
      loggedIn: route.access === 'guarded',
    };
  }),
  ...PROFILE_TABS.filter((tab) => tab.id !== 'details').map((tab) => ({
    page: `profile-${tab.id}`,
    path: profileTabPath(tab.id),
    lands: at(PROFILE_PATH),
    loggedIn: true,
  })),
];

/** The fixture shop's demo customer, whom the bench signs in as. */
export const DEMO_CUSTOMER = { phoneNumber: '09120000000', password: 'demo1234' };

/** The demo account's token; the profile cannot be measured without it. */
async function demoToken(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/shop/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  const token = ((await answer.json().catch(() => ({}))) as { value?: unknown }).value;
  if (!answer.ok || typeof token !== 'string')
    throw new FigureError(`client JavaScript of profile: the demo login failed (${answer.status})`);
  return token;
}

/**
 * The bytes of a script as the server sends it to a browser that accepts gzip:
 * its precompressed copy, or the file itself when the server sends it
 * uncompressed (files under 1 KiB). undici's request does not decode bodies.
 */
async function bytesSent(url: string): Promise<number> {
  const answer = await request(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = Buffer.from(await answer.body.arrayBuffer());
  if (answer.statusCode !== 200)
    throw new FigureError(`client JavaScript: ${url} answered ${answer.statusCode}`);
  return body.length;
}

/**
 * Client JavaScript of the first load of each page: every script the page
 * loads (modules, chunks), each counted in bytes as the server sends it
 * gzip-compressed, the client entry's chunk apart from the page's own code.
 */
export async function measureClientJs(
  base: string,
  { clientJs }: Pick<Budgets, 'clientJs'>,
): Promise<ClientJsRow[]> {
  const token = await demoToken(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: ClientJsRow[] = [];
  try {
    for (const { page: name, path, lands, loggedIn } of PAGES) {
      const context = await browser.newContext();
      if (loggedIn) {
        const { hostname } = new URL(base);
        await context.addCookies([
          { name: AUTH_COOKIE, value: token, domain: hostname, path: '/' },
        ]);
        await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: TOKEN_KEY,
          value: token,
        });
      }
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(response.url());
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const landed = new URL(page.url()).pathname;
      if (!lands(landed))
        throw new FigureError(`client JavaScript of ${name}: ${path} landed on ${page.url()}`);
      if (scripts.size === 0)
        throw new FigureError(`client JavaScript of ${name}: the page loaded no script`);
      let entry = 0;
      let own = 0;
      for (const url of scripts) {
        const bytes = await bytesSent(url);
        if (ENTRY_CHUNK.test(new URL(url).pathname)) entry += bytes;
        else own += bytes;
      }
      if (entry === 0)
        throw new FigureError(
          `client JavaScript of ${name}: no script of the page is the client entry's chunk (index-*.js)`,
        );
      const budgetKiB = clientJs.pageKiBByPage[name] ?? clientJs.pageKiB;
      const [entryKiB, pageKiB] = [kib(entry), kib(own)];
      rows.push({
        page: name,
        path,
        scripts: scripts.size,
        entryKiB,
        pageKiB,
        totalKiB: kib(entry + own),
        budgetKiB,
        over: pageKiB > budgetKiB,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
