import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { forEachShop, productOf } from '../../support/browser/shops';
import { addAddress, setCartItem } from '../../support/browser/shopper';
import { startStorefront } from '../../support/servers/storefront-process';
import { expect, test } from '../../support/browser/fixtures';

/**
 * Cart and order lines show their product's picture
 * (docs/decisions/0056): the line carries none (SPEC §3), so its picture is
 * `/_img/{width}/p/{productId}`, which the image endpoint answers with the
 * product's first picture from the catalogue — a variant that covers the box,
 * not the placeholder — on the cart, checkout, settlement and both order
 * details, at 1366 and 390 px, on both dialects; a product the catalogue no
 * longer has keeps the placeholder.
 */
const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

type Shown = { src: string; width: number; box: number; candidates: number[] };

/**
 * The picture the browser chose for `image`, once loaded: its URL, the variant
 * width in it, the box it fills (device pixels) and the widths offered. Polled,
 * since a view drawn in the browser may replace the element while it settles.
 */
async function shown(image: Locator): Promise<Shown> {
  let picture: Shown | null = null;
  await expect
    .poll(async () => {
      picture = await image
        .evaluate((img: HTMLImageElement) => {
          img.scrollIntoView({ block: 'center' });
          if (!img.complete || img.currentSrc === '') return null;
          return {
            src: img.currentSrc,
            width: Number(/\/_img\/(\d+)\//.exec(img.currentSrc)?.[1] ?? NaN),
            box: img.getBoundingClientRect().width * window.devicePixelRatio,
            candidates: img.srcset
              .split(',')
              .map((candidate) => Number(/(\d+)w\s*$/.exec(candidate.trim())?.[1] ?? NaN)),
          };
        })
        .catch(() => null);
      return picture !== null;
    })
    .toBe(true);
  return picture!;
}

/**
 * A variant of product `id`'s own picture that covers the box — not the
 * placeholder. On a first sight of the product the smallest offered width that
 * covers it (`fresh`); later the browser may reuse a wider variant it already
 * holds (Chromium prefers a cached candidate), never one more step up.
 */
async function expectProductVariant(
  request: APIRequestContext,
  image: Locator,
  id: number,
  fresh = false,
): Promise<void> {
  const picture = await shown(image);
  expect(new URL(picture.src).pathname).toBe(`/_img/${picture.width}/p/${id}`);
  expect(picture.width).toBeGreaterThanOrEqual(picture.box);
  const covering = picture.candidates
    .filter((candidate) => candidate >= picture.box)
    .sort((a, b) => a - b);
  if (fresh) expect(picture.width).toBe(covering[0]);
  else expect(picture.width).toBeLessThanOrEqual(covering[1] ?? covering[0]!);
  const answer = await request.get(picture.src, { maxRedirects: 0, headers: { accept: ACCEPT } });
  expect(answer.status(), picture.src).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
}

const cartPicture = (page: Page, title: string) =>
  page.locator('.cart-line').filter({ hasText: title }).locator('img');
const tablePicture = (page: Page, title: string) =>
  page.getByRole('row').filter({ hasText: title }).locator('img');

forEachShop((shop) => {
  test('a cart, checkout, settlement and order line shows its product’s picture, at 1366 and 390 px', async ({
    page,
    request,
    shopper,
  }) => {
    await addAddress(request, shop.base, shopper);
    const book = await productOf(request, shop.base, 101);
    await setCartItem(request, shop.base, shopper, 101, 4, 1);

    await page.goto('/cart');
    await expectProductVariant(request, cartPicture(page, book.title), 101, true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expectProductVariant(request, cartPicture(page, book.title), 101);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto('/checkout');
    await expectProductVariant(request, tablePicture(page, book.title), 101);
    await page.getByRole('button', { name: 'ادامه و بازبینی نهایی' }).click();
    await expect(page).toHaveURL(/\/Settlement$/);
    await expectProductVariant(request, tablePicture(page, book.title), 101);
    await page.getByRole('button', { name: 'ثبت نهایی سفارش' }).click();
    await expect(page).toHaveURL(/\/Profile\?tab=orders$/);

    // The local record's detail (drawn in the browser), then the shop's order (drawn on the server).
    await page.getByRole('link', { name: 'جزئیات سفارش ۱۰۰۰۱' }).click();
    await expect(page.getByRole('heading', { name: 'سفارش ۱۰۰۰۱' })).toBeVisible();
    await expectProductVariant(request, tablePicture(page, book.title), 101);
    const records = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('local_orders') ?? '{}') as Record<
          string,
          Array<{ serverOrderId: unknown }>
        >,
    );
    const serverOrderId = Object.values(records)[0]?.[0]?.serverOrderId;
    expect(serverOrderId).toBeTruthy();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/Profile?tab=orders&order=${String(serverOrderId)}`);
    await expect(page.getByRole('table')).toContainText(book.title);
    await expectProductVariant(request, tablePicture(page, book.title), 101);
  });

  test('a product the catalogue no longer has keeps the placeholder; the others show theirs', async ({
    page,
    request,
  }) => {
    const tea = await productOf(request, shop.base, 110);
    await page.goto('/');
    await page.evaluate(
      ([id, code, title]) => {
        const line = {
          productName: title,
          price: 1000,
          priceWithDiscount: 1000,
          amount: 1,
          discountPercent: 0,
          unitName: 'عدد',
          unitId: 'default',
        };
        const items = [
          { ...line, productId: id, productCode: code },
          { ...line, productId: 999999, productCode: 'GONE-1', productName: 'محصولی که دیگر نیست' },
        ];
        localStorage.setItem('visitor_cart', JSON.stringify({ items }));
      },
      [110, tea.code, tea.title] as const,
    );
    await page.goto('/cart');
    await expectProductVariant(request, cartPicture(page, tea.title), 110, true);
    const gone = await shown(cartPicture(page, 'محصولی که دیگر نیست'));
    expect(new URL(gone.src).pathname).toMatch(/^\/_img\/\d+\/p\/999999$/);
    const answer = await request.get(gone.src, { maxRedirects: 0, headers: { accept: ACCEPT } });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/images/fallback.svg');
    expect(
      await cartPicture(page, 'محصولی که دیگر نیست').evaluate(
        (img: HTMLImageElement) => img.naturalWidth,
      ),
    ).toBeGreaterThan(0);
  });
});

test('the endpoint answers a product’s picture as its own variant, and reads each product once for everyone', async ({
  request,
  ports,
}) => {
  // A storefront of its own, to read its request log.
  const [port] = ports;
  const shop = await startStorefront(port);
  try {
    const detail = (await (await request.get(`${shop.url}/api/shop/products/103`)).json()) as {
      value: { images: string[] };
    };
    const own = await request.get(`${shop.url}/_img/96/m/${detail.value.images[0]}`, {
      headers: { accept: ACCEPT },
    });
    const asks = await Promise.all(
      Array.from({ length: 4 }, () =>
        request.get(`${shop.url}/_img/96/p/103`, { headers: { accept: ACCEPT } }),
      ),
    );
    const wider = await request.get(`${shop.url}/_img/160/p/103`, { headers: { accept: ACCEPT } });
    for (const answer of [...asks, wider]) {
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('public, max-age=600');
    }
    // The same variant as the picture's own URL: one file, one ETag.
    expect(asks[0]!.headers()['etag']).toBe(own.headers()['etag']);
    expect(Buffer.compare(await asks[0]!.body(), await own.body())).toBe(0);

    const noPictures = await request.get(`${shop.url}/_img/96/p/108`, { maxRedirects: 0 });
    expect([noPictures.status(), noPictures.headers()['location']]).toEqual([
      302,
      '/images/placeholder-1.svg',
    ]);
    const unknown = await request.get(`${shop.url}/_img/96/p/999999`, { maxRedirects: 0 });
    expect([unknown.status(), unknown.headers()['location']]).toEqual([
      302,
      '/images/fallback.svg',
    ]);
    for (const path of ['/_img/96/p/a%2Fb', '/_img/96/p/..', '/_img/97/p/103', '/_img/96/p/1/2']) {
      expect((await request.get(`${shop.url}${path}`, { maxRedirects: 0 })).status(), path).toBe(
        400,
      );
    }

    // One read of product 103 served every request above (the request log counts upstream calls).
    const lines = shop
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) => JSON.parse(line) as { route?: string; upstream?: Array<{ endpoint: string }> },
      );
    const reads = lines
      .filter((line) => line.route === '/_img/{width}/{source}')
      .flatMap((line) => line.upstream ?? [])
      .filter((call) => call.endpoint === '/api/shop/products/{id}');
    expect(reads).toHaveLength(3); // 103 once; 108 and 999999 once each
  } finally {
    await shop.stop();
  }
});
