import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { AUTH_COOKIE, TOKEN_KEY } from '../../src/lib/storage-keys';
import type { Budgets } from './budgets';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

export type ClientJsRow = { page: string; path: string; scripts: number; gzipKiB: number; budgetKiB: number; over: boolean };

const PAGES: Array<{ page: string; path: string; loggedIn?: boolean }> = [
  { page: 'home', path: '/' },
  { page: 'category', path: '/category/10' },
  { page: 'listing', path: '/Products' },
  { page: 'product', path: '/Product/BK-1001/x' },
  { page: 'cart', path: '/cart' },
  { page: 'profile', path: '/Profile', loggedIn: true },
];

const DEMO = { phoneNumber: '09120000000', password: 'demo1234' };

/**
 * Client JavaScript of the first load of each page: every script the page
 * loads (modules, chunks), each measured gzipped as the server sends it.
 */
export async function measureClientJs(base: string, budgets: Pick<Budgets, 'clientJsKiB'>): Promise<ClientJsRow[]> {
  const login = await fetch(`${base}/api/shop/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  }).then((r) => r.json() as Promise<{ value?: string }>);
  const token = login.value ?? '';
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: ClientJsRow[] = [];
  for (const { page: name, path, loggedIn } of PAGES) {
    const context = await browser.newContext();
    if (loggedIn) {
      const { hostname } = new URL(base);
      await context.addCookies([{ name: AUTH_COOKIE, value: token, domain: hostname, path: '/' }]);
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: token });
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      bytes += gzipSync(body, { level: 9 }).length;
    }
    const gzipKiB = Math.round((bytes / 1024) * 10) / 10;
    const budgetKiB = budgets.clientJsKiB[name] ?? 100;
    rows.push({ page: name, path, scripts: scripts.size, gzipKiB, budgetKiB, over: gzipKiB > budgetKiB });
    await context.close();
  }
  await browser.close();
  return rows;
}
