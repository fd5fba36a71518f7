import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8480';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext(); if (process.env.TOKEN) { await context.addCookies([{ name: 'auth_token', value: process.env.TOKEN, url: base }]); await context.addInitScript((v) => localStorage.setItem('auth_token', v), process.env.TOKEN); } const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.add(r.url()); });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const rows = [];
  for (const url of scripts) { const b = Buffer.from(await (await fetch(url)).arrayBuffer()); rows.push([gzipSync(b, { level: 9 }).length, url.replace(base, '')]); }
  rows.sort((a, b) => (b[0] as number) - (a[0] as number));
  console.log(path); for (const r of rows) console.log(String(Math.round((r[0] as number) / 102.4) / 10).padStart(6), r[1]);
  await page.close();
}
await browser.close();
