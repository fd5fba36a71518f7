import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { keepRequestFacts, readRequestFacts, sentPathname } from './request-facts';

const facts = (path: string) => readRequestFacts(`http://shop.test${path}`);

describe('readRequestFacts', () => {
  it('tells a public page load, its RSC payload and a personal page apart', () => {
    expect(facts('/category/10?sort=cheapest')).toMatchObject({
      pathname: '/category/10',
      page: { kind: 'document', pathname: '/category/10' },
      publicPage: true,
      api: false,
      unreadable: false,
    });
    expect(facts('/RSC/R/Product/BK-1001/x.txt?query=')).toMatchObject({
      page: { kind: 'rsc', pathname: '/Product/BK-1001/x' },
      publicPage: true,
    });
    expect(facts('/Profile')).toMatchObject({ page: { kind: 'document' }, publicPage: false });
  });

  it('is no public page for another spelling of one (it answers 301) nor for what is not a page', () => {
    expect(facts('/products').publicPage).toBe(false);
    expect(facts('/api/shop/products')).toMatchObject({ api: true, page: null, publicPage: false });
    expect(facts('/healthz')).toMatchObject({ api: false, page: null, publicPage: false });
  });

  it('marks paths no route can name', () => {
    expect(facts('/%E0%A4%A').unreadable).toBe(true);
    expect(facts('/RSC/x').unreadable).toBe(true);
    expect(facts('/Product/BK-1001/%DA%A9').unreadable).toBe(false);
  });
});

describe('sentPathname', () => {
  /**
   * The path a step reads for `url`, Node's request target being `target`
   * (none: not served by Node).
   */
  async function sent(url: string, target?: string): Promise<string> {
    const app = new Hono();
    app.get('*', (c) => {
      keepRequestFacts(c);
      return c.text(sentPathname(c));
    });
    return (
      await app.request(url, {}, target === undefined ? {} : { incoming: { url: target } })
    ).text();
  }

  it("reads Node's request target, dot segments and escapes as sent, without its query", async () => {
    expect(await sent('/api/shop/b', '/api/shop/a/%2e%2e/b?x=1')).toBe('/api/shop/a/%2e%2e/b');
    expect(await sent('/api/shop/b', 'http://shop.test/api/shop/./b#x')).toBe('/api/shop/./b');
  });

  it('falls back on the parsed path outside Node', async () => {
    expect(await sent('/api/shop/a/%2e%2e/b?x=1')).toBe('/api/shop/b');
  });
});
