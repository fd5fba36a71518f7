import { expect, test, type Page } from '@playwright/test';
import { STOREFRONT, STOREFRONT_ON_REPLAY } from '../../../playwright.config';
import { XSS_PAYLOADS } from '@/fixture-shop/xss-payloads';
import { EMPTY_STORAGE } from '../../support/browser/notification';
import { restoreOpenShop, switchScenarioUntil } from '../../support/browser/replay';

const CONTEXT_PAGES = [
  { path: '/About-us', title: 'درباره ما', heading: 'دربارهٔ فروشگاه نمونه' },
  { path: '/Privacy', title: 'حریم خصوصی', heading: 'حریم خصوصی کاربران' },
  { path: '/Rules', title: 'قوانین و مقررات', heading: 'قوانین و مقررات خرید' },
] as const;

async function expectMeta(page: Page, path: string, title: string) {
  await expect(page).toHaveTitle(`${title} | فروشگاه نمونه`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /[\u0600-\u06FF]{3}/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${STOREFRONT}${path}`,
  );
}

for (const { path, title, heading } of CONTEXT_PAGES) {
  test(`${path} shows its context with title, description and canonical link`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: heading }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectMeta(page, path, title);
  });
}

test('/Contact-us shows the contact card and the shop on a map, loading nothing from elsewhere', async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(STOREFRONT) && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  await page.goto('/Contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تماس با ما');
  await expectMeta(page, '/Contact-us', 'تماس با ما');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'فروشگاه نمونه' })).toBeVisible();
  await expect(main.getByRole('link', { name: '۰۲۱\u2011۸۸۷۷۶۶۵۵' })).toHaveAttribute(
    'href',
    'tel:02188776655',
  );
  await expect(main.getByRole('link', { name: 'info@shop.example.ir' })).toHaveAttribute(
    'href',
    'mailto:info@shop.example.ir',
  );
  await expect(main).toContainText('تهران، خیابان ولیعصر');
  for (const network of ['اینستاگرام', 'تلگرام', 'واتس‌اپ']) {
    await expect(main.getByRole('link', { name: network })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  }

  const map = main.getByRole('region', { name: 'نقشهٔ موقعیت فروشگاه نمونه' });
  const marker = map.getByRole('button', { name: 'فروشگاه نمونه' });
  await expect(marker).toBeVisible();
  await marker.click();
  await expect(map.locator('.leaflet-popup-content')).toContainText('فروشگاه نمونه');
  await expect(map.locator('.leaflet-popup-content')).toContainText('ولیعصر');
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'مسیریابی روی نقشهٔ کامل' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=35\.7575&mlon=51\.4098/,
  );
  expect(foreign).toEqual([]);
});

test('the map code loads only on the contact page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/About-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('درباره ما');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('ContactMapView'))).toEqual([]);
  await page.goto('/Contact-us');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(scripts.filter((url) => url.includes('ContactMapView'))).toHaveLength(1);
});

test('the footer: features in Persian, every static page, the contact summary, the trust badge', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const features = footer
    .getByRole('region', { name: 'مزایای خرید از فروشگاه' })
    .getByRole('listitem');
  await expect(features).toHaveCount(7);
  await expect(features.first()).toHaveText('ارسال رایگان');
  await expect(features.nth(2)).toHaveText('پرداخت در محل');
  const pages: Array<[string, string]> = [
    ['درباره ما', '/About-us'],
    ['تماس با ما', '/Contact-us'],
    ['قوانین و مقررات', '/Rules'],
    ['حریم خصوصی', '/Privacy'],
  ];
  for (const [name, href] of pages) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: '۰۲۱\u2011۸۸۷۷۶۶۵۵' })).toHaveAttribute(
    'href',
    'tel:02188776655',
  );
  const seal = footer.getByRole('link', { name: 'نماد اعتماد الکترونیکی' });
  await expect(seal).toHaveAttribute(
    'href',
    'https://trustseal.enamad.ir/?id=123456&Code=SampleShopCode',
  );
  await expect(seal).toHaveAttribute('rel', 'noopener');
  await expect(seal).toHaveAttribute('referrerpolicy', 'origin');
  // The badge loads lazily: bring the footer into view first.
  await seal.scrollIntoViewIfNeeded();
  await expect(seal.getByRole('img')).toHaveJSProperty('complete', true);
  expect(
    await seal.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
});

test.describe('against the fixture shop on its own', () => {
  test.use({ baseURL: STOREFRONT_ON_REPLAY, storageState: EMPTY_STORAGE });

  test.afterAll(async () => {
    await restoreOpenShop();
  });

  test('a shop without its own content shows friendly empty states, not blank pages', async ({
    page,
  }) => {
    await switchScenarioUntil('no-content', '/About-us', 'دربارهٔ فروشگاه نمونه', false);
    for (const { path, title } of CONTEXT_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main')).toContainText('محتوای این صفحه هنوز آماده نشده است.');
      await expect(page.getByRole('main').getByRole('link', { name: 'تماس با ما' })).toBeVisible();
    }
    await page.goto('/Contact-us');
    await expect(page.getByRole('main')).toContainText('اطلاعات تماس فروشگاه هنوز ثبت نشده است.');
    await expect(page.getByRole('region', { name: /نقشهٔ موقعیت/ })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('region', { name: 'مزایای خرید از فروشگاه' })).toHaveCount(0);
    await expect(footer.getByRole('heading', { name: 'نماد اعتماد' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'درباره ما' })).toBeVisible();
  });

  test(`the XSS corpus (${XSS_PAYLOADS.length} payloads) executes nothing on any page`, async ({
    browser,
  }) => {
    // The sanitiser is tested on its own: the page's Content-Security-Policy would
    // stop most payloads anyway (and the control below), so it is bypassed here.
    const context = await browser.newContext({ bypassCSP: true, baseURL: STOREFRONT_ON_REPLAY });
    const page = await context.newPage();
    await switchScenarioUntil('xss', '/About-us', 'اطلاعیهٔ آزمایشی');
    const dialogs: string[] = [];
    const foreign: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      if (/xss\.example/.test(request.url())) foreign.push(request.url());
    });
    await page.addInitScript(() => {
      for (const name of ['alert', 'confirm', 'prompt'] as const) {
        const original = window[name].bind(window) as (...args: unknown[]) => unknown;
        (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
          (window as unknown as { __xss: unknown }).__xss = name;
          return original(...args);
        };
      }
    });

    for (const path of ['/', '/About-us', '/Privacy', '/Rules', '/Contact-us']) {
      await page.goto(path);
      // The notification (payloads too) shows on every page of this first visit.
      const notification = page.getByRole('dialog', { name: 'اطلاعیه' });
      await expect(notification, path).toBeVisible();
      await expect(notification).toContainText('اطلاعیهٔ آزمایشی');
      if (path === '/Contact-us') await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
      // Give focus, toggle, load and error handlers their chance to run.
      await page.mouse.move(300, 300);
      await page.keyboard.press('Tab');
      await page.waitForLoadState('networkidle');

      const report = await page.evaluate(() => {
        const scope = [...document.querySelectorAll('main, footer, dialog')];
        // Leaflet's own markup (the map) is not shop HTML.
        const ours = (element: Element) => !element.closest('.leaflet-container');
        const elements = scope
          .flatMap((root) => [root, ...root.querySelectorAll('*')])
          .filter(ours);
        return {
          flag:
            (window as unknown as { __xss?: unknown }).__xss === undefined
              ? null
              : String((window as unknown as { __xss?: unknown }).__xss),
          handlers: elements.flatMap((element) =>
            [...element.attributes]
              .filter((attribute) => /^on/i.test(attribute.name))
              .map((attribute) => attribute.name),
          ),
          badUrls: elements
            .flatMap((element) => [element.getAttribute('href'), element.getAttribute('src')])
            .filter(
              (url): url is string => url !== null && /^\s*(javascript|data|vbscript):/i.test(url),
            ),
          dangerous: scope
            .flatMap((root) => [
              ...root.querySelectorAll(
                'script:not([type="application/ld+json"]), iframe, object, embed, svg:not(.icon), math, form, input:not([type="checkbox"]), style, link, meta, base, [style*="position"], [id="__xss"]',
              ),
            ])
            .filter(ours)
            .map((element) => element.outerHTML.slice(0, 80)),
          // Our structured data (JSON-LD, a data block the browser never runs) stays data: each block parses.
          brokenJsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')]
            .filter((block) => {
              try {
                JSON.parse(block.textContent ?? '');
                return false;
              } catch {
                return true;
              }
            })
            .map((block) => (block.textContent ?? '').slice(0, 80)),
        };
      });
      expect(report, path).toEqual({
        flag: null,
        handlers: [],
        badUrls: [],
        dangerous: [],
        brokenJsonLd: [],
      });
    }
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);

    // The detector itself works: a payload that is NOT sanitised runs and is seen.
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.innerHTML = '<img src="/no-such-image.png" onerror="window.__xss = \'probe\'">';
      document.body.append(probe);
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss))
      .toBe('probe');
    await context.close();
  });
});
