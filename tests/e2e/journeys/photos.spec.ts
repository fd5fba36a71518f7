import { expect, test, type Browser } from '@playwright/test';
import { STOREFRONT_PHOTOS } from '../../../playwright.config';
import { layoutShiftOf, recordLayoutShift } from '../../support/browser/layout-shift';
import { notificationAlreadyRead } from '../../support/browser/notification';
import { DEMO_CUSTOMER } from '../../support/browser/shopper';
import { VIEWPORTS } from '../../support/browser/viewports';

/**
 * Pictures that fit the screen (docs/decisions/0009), in the production build on the
 * fixture shop's `photos` scenario (camera-sized JPEGs): every page loads
 * variants of the image endpoint only, sized for the slot at 390 px and at
 * 1366 px, without layout shift and without a CSP report.
 */
const PAGES = [
  { page: 'home', path: '/', main: '.carousel__slide:not([hidden]) .carousel__image' },
  { page: 'category', path: '/category/10', main: '.product-card__image' },
  { page: 'listing', path: '/Products', main: '.product-card__image' },
  { page: 'product', path: '/Product/BK-1001/x', main: '.gallery__image' },
] as const;

type Picture = {
  className: string;
  chosen: number | null;
  box: number;
  srcset: boolean;
  src: string;
};

type Visit = {
  /** Paths of every picture the page asked for, scrolled to the end. */
  requested: string[];
  crossOrigin: string[];
  pictures: Picture[];
  /** Width of the variant the main picture's <img> chose. */
  mainWidth: number | null;
  layoutShift: number;
  /** What moved, for the failure message: each shift's value and the elements it moved. */
  shifts: string[];
  cspReports: string[];
};

async function visit(
  browser: Browser,
  viewport: (typeof VIEWPORTS)[number],
  path: string,
  main: string,
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    locale: 'fa-IR',
    storageState: notificationAlreadyRead([STOREFRONT_PHOTOS]),
  });
  await recordLayoutShift(context);
  await context.addInitScript(() => {
    const state = window as unknown as { __csp: string[] };
    state.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      state.__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const requested: string[] = [];
  const crossOrigin: string[] = [];
  const cspReports: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== STOREFRONT_PHOTOS && url.protocol.startsWith('http'))
      crossOrigin.push(request.url());
    if (request.resourceType() === 'image') requested.push(url.pathname);
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspReports.push(message.text());
  });
  await page.goto(`${STOREFRONT_PHOTOS}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    // Back to the top: the main picture is lazy, and a carousel that moved on meanwhile shows one never loaded below the fold.
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator(main).first()).toHaveJSProperty('complete', true);
  const pictures = await page.locator('img').evaluateAll((images) =>
    images
      .map((element) => element as HTMLImageElement)
      .filter((image) => image.getBoundingClientRect().width > 0 && image.currentSrc !== '')
      .map((image) => ({
        className: image.className || image.parentElement?.className || 'img',
        chosen: Number(/\/_img\/(\d+)\//.exec(image.currentSrc)?.[1] ?? NaN) || null,
        box: image.getBoundingClientRect().width,
        srcset: image.srcset !== '',
        src: new URL(image.currentSrc).pathname,
      })),
  );
  const mainSrc = await page
    .locator(main)
    .first()
    .evaluate((image) => (image as HTMLImageElement).currentSrc);
  const { total: layoutShift, shifts } = await layoutShiftOf(page);
  const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  await context.close();
  return {
    requested,
    crossOrigin,
    pictures,
    mainWidth: Number(/\/_img\/(\d+)\//.exec(mainSrc)?.[1] ?? NaN) || null,
    layoutShift,
    shifts,
    cspReports: [...cspReports, ...violations],
  };
}

for (const { page: name, path, main } of PAGES) {
  test(`${name}: only variants, sized for the slot at 390 and 1366 px, no shift, no CSP report`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const widths: Record<string, number | null> = {};
    for (const viewport of VIEWPORTS) {
      const seen = await visit(browser, viewport, path, main);
      const where = `${name} at ${viewport.width} px`;
      expect(seen.requested.length, where).toBeGreaterThan(0);
      // No original: product pictures and banners only as variants; our own SVGs (placeholders, fallback) as they are.
      for (const requested of seen.requested) {
        expect(requested, where).toMatch(/^\/_img\/\d+\/(m|n|logo)|^\/images\/[a-z0-9-]+\.svg$/);
      }
      expect(seen.crossOrigin, where).toEqual([]);
      // Each picture the smallest listed variant that covers its box, not twice as wide.
      for (const picture of seen.pictures.filter((p) => p.srcset)) {
        expect(picture.chosen, `${where}: ${picture.className} ${picture.src}`).not.toBeNull();
        expect(
          picture.chosen!,
          `${where}: ${picture.className} box ${picture.box}`,
        ).toBeGreaterThanOrEqual(Math.floor(picture.box));
        expect(picture.chosen!, `${where}: ${picture.className} box ${picture.box}`).toBeLessThan(
          2 * picture.box,
        );
      }
      expect(
        seen.layoutShift,
        `${where}: layout shift\n${seen.shifts.join('\n')}`,
      ).toBeLessThanOrEqual(0.01);
      expect(seen.cspReports, where).toEqual([]);
      widths[viewport.name] = seen.mainWidth;
    }
    expect(widths.phone, `${name}: main picture`).not.toBeNull();
    expect(
      widths.phone!,
      `${name}: the picture chosen at 390 px is narrower than at 1366 px`,
    ).toBeLessThan(widths.desktop!);
  });
}

test('the largest picture is preloaded with its srcset at high priority; pictures below the first screen load lazily', async ({
  request,
}) => {
  for (const [path, slot] of [
    ['/', 'min(100vw - 2rem, 76rem)'],
    ['/Product/BK-1001/x', 'min(50vw - 2rem, 37rem)'],
  ] as const) {
    const html = await (await request.get(`${STOREFRONT_PHOTOS}${path}`)).text();
    const preload =
      /<link rel="preload" as="image" fetchPriority="high" imageSrcSet="([^"]+)" imageSizes="([^"]+)"/.exec(
        html,
      );
    expect(preload, path).not.toBeNull();
    expect(preload![1], path).toMatch(/^\/_img\/\d+\/m\/[0-9a-f-]+ \d+w, /);
    expect(preload![2], path).toContain(slot);
  }
  const home = await (await request.get(`${STOREFRONT_PHOTOS}/`)).text();
  const cards = [...home.matchAll(/<img[^>]*class="product-card__image"[^>]*>/g)].map(
    (match) => match[0],
  );
  expect(cards.length).toBeGreaterThan(8);
  for (const card of cards) expect(card).toContain('loading="lazy"');
  const banners = [...home.matchAll(/<img[^>]*class="carousel__image"[^>]*>/g)].map(
    (match) => match[0],
  );
  expect(banners[0]).toContain('loading="eager"');
  for (const banner of banners.slice(1)) expect(banner).toContain('loading="lazy"');
  for (const image of [...cards, ...banners]) expect(image).toMatch(/width="\d+" height="\d+"/);
});

test('a listing’s first row on a phone is asked for at high priority, the next cards eagerly, the rest as they near the screen', async ({
  request,
}) => {
  for (const path of ['/Products', '/category/10']) {
    const html = await (await request.get(`${STOREFRONT_PHOTOS}${path}`)).text();
    const cards = [...html.matchAll(/<img[^>]*class="product-card__image"[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(cards.length, path).toBeGreaterThan(4);
    // A phone's grid has two columns: its first row is the first screen's largest paint.
    for (const card of cards.slice(0, 2)) {
      expect(card, path).toContain('loading="eager"');
      expect(card, path).toContain('fetchPriority="high"');
    }
    for (const card of cards.slice(2, 4)) {
      expect(card, path).toContain('loading="eager"');
      expect(card, path).not.toContain('fetchPriority');
    }
    for (const card of cards.slice(4)) expect(card, path).toContain('loading="lazy"');
    // Found in the head, before the page's stylesheet and markup have come.
    const head = html.slice(0, html.indexOf('</head>'));
    const firstRow = cards.slice(0, 2).map((card) => /srcSet="([^"]+)"/.exec(card)?.[1]);
    const preloadedHigh = [
      ...head.matchAll(
        /<link rel="preload" as="image" imageSrcSet="([^"]+)"[^>]*fetchPriority="high"/g,
      ),
    ]
      .map((match) => match[1])
      .filter((srcSet) => !srcSet?.includes('/logo'));
    expect(preloadedHigh, path).toEqual(firstRow);
  }
});

test('the product’s thumbnails in the first screen are asked for with the page', async ({
  browser,
}) => {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${STOREFRONT_PHOTOS}/Product/BK-1001/x`);
    const thumbs = await page.locator('.gallery__thumb img').evaluateAll((images) =>
      images.map((image) => ({
        loading: image.getAttribute('loading'),
        top: image.getBoundingClientRect().top + window.scrollY,
      })),
    );
    const where = `at ${viewport.width} px`;
    expect(thumbs.length, where).toBeGreaterThan(1);
    const inFirstScreen = thumbs.filter((thumb) => thumb.top < viewport.height);
    expect(inFirstScreen.length, where).toBeGreaterThan(0);
    for (const thumb of inFirstScreen) expect(thumb.loading, where).toBe('eager');
    await context.close();
  }
});

test('the header’s logo is asked for at high priority on the shop’s and the sign-in layout', async ({
  request,
}) => {
  for (const path of ['/', '/Products', '/Product/BK-1001/x', '/Login']) {
    const html = await (await request.get(`${STOREFRONT_PHOTOS}${path}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toMatch(
      /<link rel="preload" as="image" imageSrcSet="\/_img\/48\/logo 48w, \/_img\/96\/logo 96w" imageSizes="40px" fetchPriority="high"\/>/,
    );
    const logo = /<img [^>]*srcSet="\/_img\/48\/logo[^>]*>/.exec(html)?.[0];
    expect(logo, path).toContain('fetchPriority="high"');
  }
});

test('the favourites’ first row is asked for at high priority too', async ({ request }) => {
  const login = await request.post(`${STOREFRONT_PHOTOS}/api/shop/users/login`, {
    data: { phoneNumber: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password },
  });
  const token = ((await login.json()) as { value: string }).value;
  const html = await (
    await request.get(`${STOREFRONT_PHOTOS}/Favorites`, {
      headers: { cookie: `auth_token=${token}` },
    })
  ).text();
  const cards = [...html.matchAll(/<img[^>]*class="product-card__image"[^>]*>/g)].map(
    (match) => match[0],
  );
  // The demo customer's three favourites (fixtures/README.md).
  expect(cards).toHaveLength(3);
  for (const card of cards.slice(0, 2)) expect(card).toContain('fetchPriority="high"');
  expect(cards[2]).toContain('loading="eager"');
  expect(cards[2]).not.toContain('fetchPriority');
});
