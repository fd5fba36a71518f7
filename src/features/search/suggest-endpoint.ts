import 'server-only';
import { LRUCache } from 'lru-cache';
import { createTokenBuckets } from '@/lib/traffic/token-buckets';
import { searchAlternative, type SearchAlternative } from '@/lib/text/keyboard-layouts';
import { normalisePersian } from '@/lib/text/persian-search';
import {
  SUGGEST_MIN_LENGTH,
  type SuggestionFailure,
  type Suggestions,
} from '@/lib/search-suggestions';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SUGGEST_CACHE_MAX_BYTES,
  SUGGEST_CACHE_MAX_ENTRIES,
  SUGGEST_RATE_BURST,
  SUGGEST_RATE_MAX_CLIENTS,
  SUGGEST_RATE_PER_SECOND,
} from '@/lib/limits';
import type { ApiFailure } from '@/shop-api/index';
import { BUSY_MESSAGE } from '@/server/upstream/api-answers';
import { readCategories } from '@/server/upstream/categories';
import { publicShopApi } from '@/server/upstream/shop-api';
import { serverConfig } from '@/server/settings/config';
import { processSingleton } from '@/server/runtime/process-singleton';
import type { Release } from '@/lib/traffic/fair-slots';
import { takeSlot } from '@/server/protection/work-gates';
import { SEARCH_MESSAGES } from './messages';
import {
  readSuggestions,
  suggestionKey,
  suggestionSpellings,
  type SuggestionSources,
} from './suggestions';

/**
 * Shared caches keep an answer as long as a catalogue page
 * (src/lib/routing/cache-policy.ts), browsers for the TTL.
 */
const sharedCacheControl = (ttlMs: number) =>
  `public, max-age=${Math.floor(ttlMs / 1000)}, s-maxage=60, stale-while-revalidate=600`;
const NO_STORE = 'private, no-store';

const EMPTY: Suggestions = { products: [], categories: [], browse: [] };

export type SuggestEndpointOptions = {
  /** SHOP_DATA_TTL_MS: how long an answer is kept; 0 keeps none. */
  ttlMs: number;
  sources: SuggestionSources;
  /**
   * A turn at the shop API for one products call of `client`'s: resolves with
   * its release, or null when refused. By default a slot of the
   * upstream work gate (src/server/protection/work-gates.ts), which the proxy's calls
   * take too; tests give their own.
   */
  upstreamSlot?: (client: string) => Promise<Release | null>;
  /** Milliseconds, for the kept answers' age and the clients' buckets (tests step it). */
  now?: () => number;
};

/**
 * A products call the gate refused: it fails the round as a busy shop would, so
 * the answer is a 502 and not kept.
 */
const REFUSED: ApiFailure = { ok: false, kind: 'server', message: BUSY_MESSAGE };

/** `getProducts`, each call made in a slot `slot` gives, and given back once its answer is read. */
function inTurn(
  getProducts: SuggestionSources['getProducts'],
  slot: () => Promise<Release | null>,
): SuggestionSources['getProducts'] {
  return async (query) => {
    const release = await slot();
    if (!release) return REFUSED;
    try {
      return await getProducts(query);
    } finally {
      release();
    }
  };
}

/** An answer read from the upstream: its JSON, and whether it may be kept and shared. */
type Read = { ok: true; body: string; keep: boolean } | { ok: false; message: string };

export type SuggestEndpoint = {
  /** The answer to GET or HEAD /_suggest?q=… from `client` (src/server/requests/client-key.ts). */
  handle(request: Request, client: string): Promise<Response>;
  /** Answers kept now and their bytes (tests, metrics). */
  size(): { entries: number; bytes: number };
};

/**
 * The storefront's suggestion endpoint (docs/decisions/0035). Every answer is
 * the same for everyone, so it is kept for the TTL under the spellings the
 * shop is asked for (suggestionKey) and may be kept by a shared cache; a new
 * query costs one upstream round, shared by every request that asks for it
 * meanwhile. Bounded: the query is cut at SEARCH_QUERY_MAX_LENGTH like the
 * listing's, its spellings at SUGGEST_MAX_SPELLINGS, the kept answers by
 * count and bytes (least recently used go first), each client by its token
 * bucket (429 with Retry-After), each products call by the upstream work
 * gate. An answer built from a failed or refused upstream call is neither
 * kept nor shareable.
 */
export function createSuggestEndpoint({
  ttlMs,
  sources,
  upstreamSlot = (client) => takeSlot('upstream', client),
  now = Date.now,
}: SuggestEndpointOptions): SuggestEndpoint {
  const buckets = createTokenBuckets({
    capacity: SUGGEST_RATE_BURST,
    refillPerSecond: SUGGEST_RATE_PER_SECOND,
    maxKeys: SUGGEST_RATE_MAX_CLIENTS,
    whenFull: 'forget-least-recent',
    now,
  });
  const kept =
    ttlMs > 0
      ? new LRUCache<string, string>({
          max: SUGGEST_CACHE_MAX_ENTRIES,
          maxSize: SUGGEST_CACHE_MAX_BYTES,
          sizeCalculation: (body, key) => Buffer.byteLength(body) + Buffer.byteLength(key),
          ttl: ttlMs,
          ttlResolution: 0,
          perf: { now },
        })
      : null;
  const reading = new Map<string, Promise<Read>>();
  const sharedCache = sharedCacheControl(ttlMs);

  /**
   * The one upstream round of a query, shared by whoever asks while it runs
   * (its calls wait their turn as the first asker's); kept when it succeeded
   * in full.
   */
  function read(
    query: string,
    spellings: string[],
    alternative: SearchAlternative,
    key: string,
    client: string,
  ): Promise<Read> {
    const running = reading.get(key);
    if (running) return running;
    const getProducts = inTurn(sources.getProducts, () => upstreamSlot(client));
    const started = readSuggestions(query, { ...sources, getProducts }, spellings, alternative)
      .then((result): Read => {
        if (!result.ok) return result;
        const body = JSON.stringify(result.value);
        if (result.complete) kept?.set(key, body);
        return { ok: true, body, keep: result.complete };
      })
      .finally(() => reading.delete(key));
    reading.set(key, started);
    return started;
  }

  return {
    async handle(request, client) {
      const taken = buckets.take(client);
      if (!taken.ok)
        return failure(429, SEARCH_MESSAGES.tooMany, {
          'retry-after': String(taken.retryAfterSeconds),
        });
      const query = (new URL(request.url).searchParams.get('q') ?? '')
        .trim()
        .slice(0, SEARCH_QUERY_MAX_LENGTH);
      const head = request.method === 'HEAD';
      if (normalisePersian(query).length < SUGGEST_MIN_LENGTH)
        return json(200, JSON.stringify(EMPTY), { 'cache-control': sharedCache }, head);
      const spellings = suggestionSpellings(query);
      const alternative = searchAlternative(query);
      const key = suggestionKey(spellings, alternative);
      const hit = kept?.get(key);
      if (hit !== undefined)
        return json(200, hit, { 'cache-control': sharedCache, 'x-suggest-cache': 'hit' }, head);
      const answer = await read(query, spellings, alternative, key, client);
      if (!answer.ok) return failure(502, answer.message);
      return json(
        200,
        answer.body,
        { 'cache-control': answer.keep ? sharedCache : NO_STORE, 'x-suggest-cache': 'miss' },
        head,
      );
    },
    size: () => ({ entries: kept?.size ?? 0, bytes: kept?.calculatedSize ?? 0 }),
  };
}

/**
 * This process's endpoint, on the shop API and the kept categories (the
 * search-suggestions step).
 */
export function suggestEndpoint(): SuggestEndpoint {
  return processSingleton('__suggestEndpoint', () =>
    createSuggestEndpoint({
      ttlMs: serverConfig().shopDataTtlMs,
      sources: {
        getProducts: (query) => publicShopApi().getProducts(query),
        readCategories,
        imageBaseUrl: serverConfig().imageBaseUrl,
      },
    }),
  );
}

function json(
  status: number,
  body: string,
  headers: Record<string, string>,
  head = false,
): Response {
  return new Response(head ? null : body, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

function failure(
  status: 429 | 502,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const body: SuggestionFailure = { message };
  return json(status, JSON.stringify(body), { 'cache-control': NO_STORE, ...headers });
}
