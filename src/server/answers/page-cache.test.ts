import { describe, expect, it } from 'vitest';
import { createPageCache, type CachedPage } from './page-cache';

const page = (text: string): CachedPage => ({
  headers: [['content-type', 'text/html']],
  body: new TextEncoder().encode(text),
});

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createPageCache', () => {
  it('answers a kept page as fresh within the time-to-live and stale after it', async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000, now: time.now });
    expect(cache.lookup('/')).toBeNull();
    await cache.render('/', async () => page('home'));
    expect(cache.lookup('/')).toEqual({ page: page('home'), fresh: true });
    time.advance(999);
    expect(cache.lookup('/')?.fresh).toBe(true);
    time.advance(1);
    expect(cache.lookup('/')?.fresh).toBe(false);
  });

  it('keeps nothing a render calls uncacheable', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000 });
    expect(await cache.render('/Products', async () => null)).toBeNull();
    expect(cache.lookup('/Products')).toBeNull();
  });

  it('shares one render with whoever asks while it runs', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000 });
    let finish: (value: CachedPage) => void = () => undefined;
    const first = cache.render('/', () => new Promise<CachedPage>((resolve) => (finish = resolve)));
    const waiting = cache.rendering('/');
    expect(waiting).toBeDefined();
    finish(page('home'));
    expect(await first).toEqual(page('home'));
    expect(await waiting).toEqual(page('home'));
    expect(cache.rendering('/')).toBeUndefined();
  });

  it('a failed render keeps nothing, hands waiters null and throws to its own caller', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000 });
    const failing = cache.render('/', async () => {
      throw new Error('render failed');
    });
    const waiting = cache.rendering('/');
    await expect(failing).rejects.toThrow('render failed');
    expect(await waiting).toBeNull();
    expect(cache.rendering('/')).toBeUndefined();
    expect(cache.lookup('/')).toBeNull();
  });

  it('lets the least recently used pages go beyond the count', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 1000 });
    await cache.render('/a', async () => page('a'));
    await cache.render('/b', async () => page('b'));
    cache.lookup('/a');
    await cache.render('/c', async () => page('c'));
    expect(cache.lookup('/b')).toBeNull();
    expect(cache.lookup('/a')).not.toBeNull();
    expect(cache.lookup('/c')).not.toBeNull();
    expect(cache.size().entries).toBe(2);
  });

  it('stays within the byte budget and never keeps a page larger than all of it', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 100, maxBytes: 10 });
    await cache.render('/a', async () => page('aaaa'));
    await cache.render('/b', async () => page('bbbb'));
    await cache.render('/c', async () => page('cccc'));
    expect(cache.size()).toEqual({ entries: 2, bytes: 8 });
    expect(cache.lookup('/a')).toBeNull();
    await cache.render('/big', async () => page('x'.repeat(11)));
    expect(cache.lookup('/big')).toBeNull();
    expect(cache.size().bytes).toBeLessThanOrEqual(10);
  });

  it('a page rendered again replaces the old one and its bytes', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 100 });
    await cache.render('/', async () => page('old home'));
    await cache.render('/', async () => page('new'));
    expect(cache.lookup('/')?.page).toEqual(page('new'));
    expect(cache.size()).toEqual({ entries: 1, bytes: 3 });
  });
});
