import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, startFixtureShop } from '@test-support/servers/fixture-shop';

const running = await startFixtureShop();
const { call } = running;
afterAll(() => running.close());

const seed = (name: string) =>
  JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'default', `${name}.json`), 'utf8'));
const productImages: string[] = seed('products').flatMap(
  (product: { images: string[] }) => product.images,
);
const bannerImages: string[] = seed('banners').map((banner: { data: string }) => banner.data);

/** GETs `target`, which must answer 404. */
async function notFound(target: string) {
  const answer = await call('GET', target);
  expect(answer.status).toBe(404);
  return answer;
}

describe('media', () => {
  it('serves the logo by bare name with its type and a day of caching', async () => {
    const answer = await call('GET', '/media/logo.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.text.startsWith('<svg')).toBe(true);
  });

  it('serves a media id as WebP, also by file name', async () => {
    const id = productImages[0];
    const answer = await call('GET', `/api/shop/media/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.text.startsWith('RIFF')).toBe(true);
    expect((await call('GET', `/media/${id}.webp`)).status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await call('HEAD', `/api/shop/media/${bannerImages[0]}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.text).toBe('');
  });

  it('has a file for every media id the seed uses', async () => {
    const ids = [...productImages, ...bannerImages];
    expect(ids.length).toBeGreaterThan(40);
    const answers = await Promise.all(ids.map((id) => call('HEAD', `/api/shop/media/${id}`)));
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    expect((await call('HEAD', '/media/enamad.svg')).status).toBe(200);
  });

  it.each([
    '/api/shop/media/00000000-0000-5000-8000-000000000000',
    '/api/shop/media/12345',
    '/api/shop/media/logo',
    '/media/missing.webp',
    '/media/logo.svg.bak',
  ])('answers 404 for unknown %s', async (target) => {
    expect((await notFound(target)).json).toMatchObject({ isNotFound: true });
  });

  it.each([
    '/media/../default/shop.json',
    '/media/..%2Fdefault%2Fshop.json',
    '/media/%2e%2e%2f%2e%2e%2fpackage.json',
    '/media/..%5C..%5Cpackage.json',
    '/api/shop/media/..%2F..%2Fpackage.json',
    '/media/.gitignore',
  ])('answers 404 for the traversal attempt %s', async (target) => {
    const answer = await notFound(target);
    expect(answer.text).not.toContain('"title"');
    expect(answer.text).not.toContain('persian-storefront');
  });
});
