import 'server-only';
/**
 * Rendered public pages kept in process for a short time (docs/decisions/0006).
 * Catalogue and static pages hold nothing per shopper (0031), so one render
 * can answer everyone for `ttlMs`. A stale page is still served while one
 * request renders it again; concurrent first requests for a page wait for a
 * single render. Least recently used pages leave first, within a count and a
 * byte budget, so odd query strings cannot grow the process.
 */
/** A kept answer: always a 200, so only its headers and body. */
export type CachedPage = {
  headers: ReadonlyArray<readonly [string, string]>;
  body: Uint8Array<ArrayBuffer>;
};

export type PageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
};

export type PageLookup = { page: CachedPage; fresh: boolean } | null;

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  /** Map order is recency: the first entry is the least recently used. */
  const entries = new Map<string, { page: CachedPage; storedAt: number }>();
  const renders = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.page.body.byteLength;
    entries.delete(key);
  }

  function store(key: string, page: CachedPage): void {
    forget(key);
    if (page.body.byteLength > options.maxBytes) return;
    entries.set(key, { page, storedAt: now() });
    bytes += page.body.byteLength;
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      forget(oldest);
    }
  }

  return {
    lookup(key: string): PageLookup {
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      entries.set(key, entry);
      return { page: entry.page, fresh: now() - entry.storedAt < options.ttlMs };
    },

    /** The render of `key` on its way, if one is. */
    rendering(key: string): Promise<CachedPage | null> | undefined {
      return renders.get(key);
    },

    /**
     * Runs `render` as the one render of `key`: what it answers is kept
     * (null: not cacheable) and handed to whoever waits for it.
     */
    async render(
      key: string,
      render: () => Promise<CachedPage | null>,
    ): Promise<CachedPage | null> {
      const running = render().then((page) => {
        if (page) store(key, page);
        return page;
      });
      const shared = running.catch(() => null);
      renders.set(key, shared);
      try {
        return await running;
      } finally {
        if (renders.get(key) === shared) renders.delete(key);
      }
    },

    size: () => ({ entries: entries.size, bytes }),

    clear(): void {
      entries.clear();
      bytes = 0;
    },
  };
}
