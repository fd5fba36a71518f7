import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../../support/browser/hydration';

/**
 * A page load's stylesheet comes inside its HTML (docs/decisions/0098): the
 * first paint waits for the document alone. The file is never asked for, the
 * page is styled with every stylesheet request refused, and React, finding its
 * link disabled in the head, adds no second one after hydration. A client
 * navigation to the map still gets the map's stylesheet, and the service worker
 * keeps that one for offline visits but never fetches the inlined one.
 */

/** What only the shop's stylesheet sets: the theme's colour, Vazirmatn first in the font stack, the sticky header. */
function styledFacts(page: Page) {
  return page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    font: getComputedStyle(document.body).fontFamily.split(',')[0]?.trim(),
    header: ((header) => (header ? getComputedStyle(header).position : 'none'))(
      document.querySelector('.site-header'),
    ),
    enabledLinks: [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].map(
      (link) => link.getAttribute('href'),
    ),
  }));
}

test('a page load is styled from its own HTML and asks for no stylesheet', async ({
  page,
  baseURL,
}) => {
  const asked: string[] = [];
  await page.route(/\.css(\?|$)/, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  for (const path of ['/', '/Products', '/Product/BK-1001/x', '/Login', '/Rules']) {
    await page.goto(`${baseURL}${path}`);
    // The sign-in pages have no footer: their <main> is the page.
    await hydrated(page, { selector: 'main' });
    expect(await styledFacts(page), path).toEqual({
      primary: '#1e88e5',
      font: 'Vazirmatn',
      // The sign-in pages have a layout of their own, without the site's header.
      header: path === '/Login' ? 'none' : 'sticky',
      enabledLinks: [],
    });
  }
  expect(asked).toEqual([]);
});

test('a client navigation to the map adds the map’s stylesheet after the inlined one', async ({
  page,
  baseURL,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\.css(\?|$)/.test(request.url())) asked.push(new URL(request.url()).pathname);
  });
  await page.goto(`${baseURL}/`);
  await hydrated(page);
  await page.locator('footer').getByRole('link', { name: 'تماس با ما' }).click();
  await expect(page).toHaveURL(/\/Contact-us$/);
  const map = page.locator('.leaflet-container').first();
  await expect(map).toBeVisible();
  expect(await map.evaluate((element) => getComputedStyle(element).overflow)).toBe('hidden');
  expect((await styledFacts(page)).font).toBe('Vazirmatn');
  expect(asked.every((path) => !path.includes('/_root-'))).toBe(true);
  expect(asked.length).toBeGreaterThan(0);
});

test('the service worker does not fetch the inlined stylesheet, and still keeps the map’s', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto(`${baseURL}/`);
  const inlined = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(inlined).toHaveLength(1);
  const worker = await (await request.get(`${baseURL}/sw.js`)).text();
  expect(worker).not.toContain(inlined[0]);
  // The map's, which its lazy part loads.
  expect(worker).toMatch(/\/assets\/[\w-]+\.css/);
});
