import { createHash } from 'node:crypto';
import { get, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Request } from '@playwright/test';
import { STOREFRONT } from '../../../playwright.config';
import { ENTRY_CHUNK } from '../../../scripts/client-chunks';
import { OFFLINE_PAGE_MESSAGES } from '@/features/offline/messages';
import { productPath } from '@/lib/routing/product-path';
import { ROUTE_PATTERNS, type RoutePattern } from '@/lib/routing/routes';
import { RSC_ROUTE_PREFIX } from '@/lib/routing/rsc-path';
import { hydrated } from '../../support/browser/hydration';
import { sessionNoticesIn, shopperWithHistory } from '../../support/browser/shopper';

test('the home page is right-to-left Persian with the default layout', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('خوش آمدید');
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.getByRole('link', { name: 'سبد خرید' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'درباره ما' }),
  ).toBeVisible();
  const direction = await page.evaluate(() => getComputedStyle(document.body).direction);
  expect(direction).toBe('rtl');
});

test('a product page, whose address has its Persian title, hydrates from the payload in its document: it asks for none', async ({
  page,
}) => {
  // Waku wrote that payload under the decoded title and looked for it under the encoded one:
  // the page fetched it again before hydrating, and could get the browser's stale copy.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(RSC_ROUTE_PREFIX))
      asked.push(decodeURI(request.url()));
  });
  await page.goto(productPath({ code: 'BK-1001', title: 'کتاب بوف کور' }));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('کتاب بوف کور');
  expect(asked).toEqual([]);
});

test('a part that fails to load reloads the page once its build is gone, never while the server still has it or offline; our rule decides before Waku’s own reload', async ({
  context,
  page,
}) => {
  await page.goto('/Products');
  await hydrated(page);
  // What Vite's loader dispatches when a part's file cannot be fetched (after a deploy, on a poor
  // line, offline, or in Safari's engine while the shopper leaves for another page).
  const failPart = () =>
    page.evaluate(() => {
      (window as { beforeFailure?: boolean }).beforeFailure = true;
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    });
  const sameDocument = () =>
    page.evaluate(() => (window as { beforeFailure?: boolean }).beforeFailure === true);
  // Waku's listener reloads at once (no checks): given the time a reload takes, the page is still this one.
  const staysPut = async () => {
    await expect(page.waitForEvent('load', { timeout: 2_000 })).rejects.toThrow();
    expect(await sameDocument()).toBe(true);
  };
  const isBuildCheck = (request: Request) =>
    request.method() === 'HEAD' && ENTRY_CHUNK.test(new URL(request.url()).pathname);
  const checks: string[] = [];
  page.on('request', (request) => {
    if (isBuildCheck(request)) checks.push(request.url());
  });

  await context.setOffline(true);
  await failPart();
  await staysPut();
  expect(checks).toEqual([]);
  await context.setOffline(false);

  // The server still has this build: no deploy, the page stays (the part says it could not load).
  await failPart();
  await staysPut();
  expect(checks).toHaveLength(1);

  // A deploy has replaced it: the entry file is gone, and the page reloads once.
  await page.route(
    (url) => ENTRY_CHUNK.test(url.pathname),
    (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.fallback(),
  );
  const reloaded = page.waitForEvent('load');
  await failPart();
  await reloaded;
  expect(await sameDocument()).toBe(false);
  expect(checks).toHaveLength(2);
});

/** A sample address of every route of SPEC §2 (and /offline, docs/decisions/0090) and the title of its page (the shop's name after it). */
const PAGES: Record<Exclude<RoutePattern, '/maintenance'>, { path: string; title: string }> = {
  '/': { path: '/', title: 'فروشگاه نمونه' },
  '/About-us': { path: '/About-us', title: 'درباره ما' },
  '/cart': { path: '/cart', title: 'سبد خرید' },
  '/category/{id}': { path: '/category/10', title: 'کتاب' },
  '/checkout': { path: '/checkout', title: 'تکمیل خرید' },
  '/Contact-us': { path: '/Contact-us', title: 'تماس با ما' },
  '/Favorites': { path: '/Favorites', title: 'علاقه‌مندی‌ها' },
  '/Forget-password': { path: '/Forget-password', title: 'بازیابی رمز عبور' },
  '/Login': { path: '/Login', title: 'ورود' },
  '/offline': { path: '/offline', title: OFFLINE_PAGE_MESSAGES.title },
  '/Privacy': { path: '/Privacy', title: 'حریم خصوصی' },
  '/Product/{id}/{title}': {
    path: productPath({ code: 'BK-1001', title: 'کتاب بوف کور' }),
    title: 'کتاب بوف کور',
  },
  '/Products': { path: '/Products', title: 'محصولات' },
  '/Profile': { path: '/Profile', title: 'حساب کاربری' },
  '/register': { path: '/register', title: 'ثبت نام' },
  '/Rules': { path: '/Rules', title: 'قوانین و مقررات' },
  '/Settlement': { path: '/Settlement', title: 'تسویه حساب' },
};

test('every route of SPEC §2 answers 200 with its own page, the personal ones to a signed-in customer', async ({
  request,
}) => {
  // /maintenance redirects to / while the shop is open (shop-status.spec.ts).
  expect(Object.keys(PAGES).sort()).toEqual(
    ROUTE_PATTERNS.filter((pattern) => pattern !== '/maintenance').sort(),
  );
  const shopper = await shopperWithHistory(request, STOREFRONT);
  for (const [pattern, { path, title }] of Object.entries(PAGES)) {
    const response = await request.get(path, {
      maxRedirects: 0,
      headers: { cookie: `auth_token=${shopper.token}` },
    });
    const html = await response.text();
    expect(response.status(), `${pattern}: ${path}`).toBe(200);
    expect(html, pattern).toContain('lang="fa"');
    const shownTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(shownTitle, pattern).toBe(pattern === '/' ? title : `${title} | فروشگاه نمونه`);
    // The page as the customer sees it, not a notice that the session is over.
    expect(sessionNoticesIn(html), pattern).toEqual([]);
  }
});

test('an unknown path shows the not-found page with 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /no-such-page');
  await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
});

test('a route whose validation fails is a 404', async ({ page }) => {
  const response = await page.goto('/category/abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /category/abc');
});

test('another casing answers 301 to the spelling of SPEC §2, query kept', async ({ request }) => {
  for (const [from, to] of [
    ['/login?redirect=%2FProfile', '/Login?redirect=%2FProfile'],
    ['/PRODUCTS', '/Products'],
    ['/about-us', '/About-us'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location).toBe(to);
  }
  const head = await request.head('/login', { maxRedirects: 0 });
  expect(head.status()).toBe(301);
});

test('no stack trace leaks from a malformed request', async ({ request }) => {
  const response = await request.get('/category/%E0%A4%A', { maxRedirects: 0 });
  expect(response.status()).toBeLessThan(500);
  expect(await response.text()).not.toMatch(/at \w+ \(|node_modules|Error:/);
});

test('hashed assets are served compressed with long immutable caching', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The client entry, which the page's bootstrap imports (small files stay uncompressed).
  const script = html.match(/import\("(\/assets\/index-[\w-]+\.js)"\)/)?.[1];
  expect(script).toBeTruthy();
  // A raw HTTP request: fetch clients decode the body and hide the encoding.
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`${STOREFRONT}${script}`, { headers: { 'accept-encoding': 'br, gzip' } }, resolve).on(
      'error',
      reject,
    );
  });
  response.resume();
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['content-encoding']).toBe('br');
});

test('pages carry the security headers', async ({ request }) => {
  for (const path of ['/', '/no-such-page', '/api/shop/get-data']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('pages run under a Content-Security-Policy without violations: hashes on kept pages, a nonce on the rest', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  // The answer that renders the page streams with a nonce of its own (docs/decisions/0086) …
  const path = `/?csp=${Date.now()}`;
  const streamed = await page.goto(path);
  expect(streamed?.headers()['content-security-policy']).toMatch(
    /script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // … and the page kept from it carries the hashes of its scripts.
  const home = await page.goto(path);
  const shared = home?.headers()['content-security-policy'] ?? '';
  expect(shared).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(shared).not.toContain('nonce-');
  expect(shared).toContain("frame-ancestors 'none'");
  await page
    .getByRole('navigation', { name: 'دسته‌بندی محصولات' })
    .getByRole('link', { name: 'همه محصولات' })
    .click();
  await expect(page).toHaveURL(/\/Products$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const login = await page.goto('/Login');
  expect(login?.headers()['content-security-policy']).toMatch(
    /script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
  );
  await expect(page.getByRole('button', { name: 'ورود', exact: true })).toBeEnabled();
  expect(violations).toEqual([]);
});

/** A raw HTTP GET that leaves the body encoded, as the server sent it. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${STOREFRONT}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

test('rendered pages and API answers travel gzip-compressed when the browser accepts it', async () => {
  for (const path of ['/', '/Login', '/api/shop/products?page=1&size=10']) {
    const answer = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status, path).toBe(200);
    expect(answer.headers['content-encoding'], path).toBe('gzip');
    expect(answer.headers.vary, path).toMatch(/accept-encoding/i);
    // Compressed, not only wrapped in gzip: at most half the bytes (a small page like /Login
    // comes to about a third, home to an eighth).
    expect(answer.body.length * 2, path).toBeLessThan(gunzipSync(answer.body).length);
  }
  const plain = await rawGet('/', {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString('utf8')).toContain('<html lang="fa" dir="rtl"');
});

test('a catalogue page is rendered once and kept, byte for byte but for the nonces of the answer that rendered it, with its hash policy; personal pages are never kept and get a fresh nonce', async ({
  request,
}) => {
  const path = `/category/10?kept=${Date.now()}`;
  const first = await request.get(path);
  const second = await request.get(path);
  expect(first.headers()['x-page-cache']).toBe('miss');
  expect(second.headers()['x-page-cache']).toBe('hit');
  const [firstHtml, secondHtml] = [await first.text(), await second.text()];
  // The render streamed to its shopper with nonces (docs/decisions/0086); what is kept, and what a
  // shared cache may keep, is the same page without them, for everyone.
  expect(first.headers()['cache-control']).toBe('private, no-store');
  expect(secondHtml).toBe(firstHtml.replace(/ nonce="[^"]+"/g, ''));
  expect(secondHtml).not.toContain('nonce=');
  const policy = second.headers()['content-security-policy'];
  expect(policy).not.toContain('nonce-');
  expect((await request.get(path)).headers()['content-security-policy']).toBe(policy);
  // Every inline script the browser runs is in the policy; data blocks (JSON-LD) run nothing and are left out.
  const scripts = [...secondHtml.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script/g)];
  const isData = (attributes: string) => /\stype="application\/(ld\+)?json"/.test(attributes);
  const inline = scripts.filter((match) => !isData(match[1]!)).map((match) => match[2]!);
  const dataBlocks = scripts.filter((match) => isData(match[1]!)).map((match) => match[2]!);
  // Waku's bootstrap and React's payload scripts (Waku 1.0 batches the payload into fewer of them).
  expect(inline.length).toBeGreaterThanOrEqual(2);
  for (const script of inline)
    expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  for (const block of dataBlocks)
    expect(policy).not.toContain(`'sha256-${createHash('sha256').update(block).digest('base64')}'`);

  const nonceOf = (html: string) => html.match(/<script nonce="([^"]+)"/)?.[1];
  const [login, loginAgain] = [await request.get('/Login'), await request.get('/Login')];
  const [loginNonce, againNonce] = [nonceOf(await login.text()), nonceOf(await loginAgain.text())];
  expect(loginNonce).toBeTruthy();
  expect(againNonce).not.toBe(loginNonce);
  expect(loginAgain.headers()['content-security-policy']).toContain(`'nonce-${againNonce}'`);

  for (const personal of ['/Login', '/cart', '/no-such-page']) {
    await request.get(personal);
    expect((await request.get(personal)).headers()['x-page-cache'], personal).toBeUndefined();
  }
});
