import 'server-only';
import { searchAlternative, showsConverted } from '@/lib/text/keyboard-layouts';
import {
  API_MAX_PAGE_SIZE,
  CODE_LOOKUP_SIZE,
  LISTING_CALLS_AT_ONCE,
  LISTING_WINDOW,
} from '@/lib/limits';
import { publicShopApi } from '@/server/upstream/shop-api';
import { sameId } from '@/shop-api/id';
import type { ApiResult, Category, Paged, Product, ProductQuery } from '@/shop-api/index';
import { pickByCode } from '@/shop-api/product-code';
import {
  distinctSources,
  includesDescendants,
  listingSources,
  mergeInOrder,
  pagesHolding,
  slicesOf,
  type Source,
  type SourceStart,
} from './listing-merge';
import { applyListing, needsLocalProcessing, pageOf, type ListingQuery } from './listing-query';

export type ListingPage =
  | {
      ok: true;
      items: Product[];
      page: number;
      totalPages: number;
      totalCount: number;
      /**
       * True when the storefront sorted/filtered a window of the catalogue that
       * did not hold every match.
       */
      partial: boolean;
    }
  | { ok: false; message: string };

export type GetProducts = (query: ProductQuery) => Promise<ApiResult<Paged<Product>>>;

/**
 * One page of products for a listing (docs/decisions/0030). The search text
 * goes to the upstream in each of its spellings (`title`), the category for
 * itself and each descendant (`parentDetailedAccountId`); the answers are
 * merged in the shop's order without repeats and checked again with the
 * normalised match. One query with nothing to sort or filter is paged by the
 * upstream; several are paged here from their counts; a sort, a price range
 * or the discount filter reads up to 500 matches and does the rest here.
 */
export async function loadListing(
  query: ListingQuery,
  filters: { category?: Category } = {},
): Promise<ListingPage> {
  const api = publicShopApi();
  return readListing((products) => api.getProducts(products), query, filters.category ?? null);
}

/** loadListing with the products call given (tests); `spellings` instead of the search's own. */
export async function readListing(
  getProducts: GetProducts,
  query: ListingQuery,
  category: Category | null,
  spellings?: readonly string[],
): Promise<ListingPage> {
  const local = needsLocalProcessing(query);
  const { sources, cut } = listingSources(query.q, category, spellings);
  if (sources.length <= 1 && !local) return upstreamPage(getProducts, sources[0] ?? {}, query);

  // Pages of the listing's size when the upstream pages, of 100 when the storefront sorts a window.
  const size = local ? API_MAX_PAGE_SIZE : query.size;
  const first = (source: Source) => getProducts({ ...source, page: 1, size });
  // A category's own source alone first: a shop that lists the subtree itself needs nothing more.
  // The spellings of a search go out together (one round: docs/decisions/0036).
  const subtreeQuestion = category !== null && !query.q.trim();
  const starts = subtreeQuestion
    ? [await first(sources[0] as Source)]
    : await inBatches(sources, first);
  const head = starts[0] as (typeof starts)[number];
  if (!head.ok) return { ok: false, message: head.message };
  const listsSubtree = subtreeQuestion && includesDescendants(head.value.items, category);
  const rest = subtreeQuestion
    ? listsSubtree
      ? []
      : await inBatches(sources.slice(1), first)
    : starts.slice(1);
  const failed = rest.find((start) => !start.ok);
  if (failed && !failed.ok) return { ok: false, message: failed.message };
  const firsts: SourceStart[] = [
    head.value,
    ...rest.flatMap((start) => (start.ok ? [start.value] : [])),
  ];
  const kept = distinctSources(firsts).map((index) => ({
    source: sources[index] as Source,
    first: firsts[index] as SourceStart,
  }));

  if (local) {
    const window = await readWindow(getProducts, kept);
    if (!window.ok) return window;
    const processed = pageOf(applyListing(window.items, query), query.page, query.size);
    return { ok: true, ...processed, partial: window.partial || cut };
  }
  return mergedPage(getProducts, kept, query, cut);
}

/** A search's listing, and the Persian it shows instead of what was typed (null: as typed). */
export type SearchListing = { listing: ListingPage; shownFor: string | null };

/** /Products: the listing of a search, read as loadSearchListing says. */
export async function loadSearchListing(query: ListingQuery): Promise<SearchListing> {
  const api = publicShopApi();
  return readSearchListing((products) => api.getProducts(products), query);
}

/**
 * The listing of a search (docs/decisions/0037), asking what else the query
 * is (searchAlternative) in the same round as its own spellings: a product
 * code (one call more) puts the product it names (the
 * product-by-code rule) first on the first page; a query typed on the US
 * layout shows the Persian it meant, searched in its likeliest spellings, where
 * showsConverted says so, and says it in `shownFor`. `typed=1` asks for
 * exactly what was typed.
 */
export async function readSearchListing(
  getProducts: GetProducts,
  query: ListingQuery,
): Promise<SearchListing> {
  const alternative = query.asTyped ? null : searchAlternative(query.q);
  if (alternative === null)
    return { listing: await readListing(getProducts, query, null), shownFor: null };
  if (alternative.kind === 'layout') {
    const [typed, converted] = await Promise.all([
      readListing(getProducts, query, null),
      readListing(getProducts, { ...query, q: alternative.text }, null, alternative.spellings),
    ]);
    const shown =
      typed.ok && converted.ok && showsConverted(typed.totalCount, converted.totalCount);
    return shown
      ? { listing: converted, shownFor: alternative.text }
      : { listing: typed, shownFor: null };
  }
  const [listing, found] = await Promise.all([
    readListing(getProducts, query, null),
    getProducts({ code: alternative.code, page: 1, size: CODE_LOOKUP_SIZE }),
  ]);
  const named = found.ok ? pickByCode(found.value.items, alternative.code) : null;
  if (!listing.ok || named === null || listing.page > 1) return { listing, shownFor: null };
  const listed = listing.items.some((product) => sameId(product.id, named.id));
  return {
    listing: {
      ...listing,
      items: [named, ...listing.items.filter((product) => !sameId(product.id, named.id))].slice(
        0,
        query.size,
      ),
      totalCount: listing.totalCount + (listed ? 0 : 1),
    },
    shownFor: null,
  };
}

/** One upstream query, paged by the upstream. */
async function upstreamPage(
  getProducts: GetProducts,
  source: Source,
  query: ListingQuery,
): Promise<ListingPage> {
  const result = await getProducts({ ...source, page: query.page, size: query.size });
  if (!result.ok) return { ok: false, message: result.message };
  return {
    ok: true,
    items: applyListing(result.value.items, query),
    page: result.value.page,
    totalPages: Math.max(1, result.value.totalPages),
    totalCount: result.value.totalCount,
    partial: false,
  };
}

type KeptSource = { source: Source; first: SourceStart };

/**
 * The page of the kept sources laid end to end, from their counts: only the
 * upstream pages that hold it are read.
 */
async function mergedPage(
  getProducts: GetProducts,
  kept: readonly KeptSource[],
  query: ListingQuery,
  cut: boolean,
): Promise<ListingPage> {
  const totals = kept.map(({ first }) => first.totalCount);
  const totalCount = totals.reduce((sum, total) => sum + total, 0);
  const totalPages = Math.max(1, Math.ceil(totalCount / query.size));
  const page = Math.min(Math.max(1, query.page), totalPages);
  const slices = slicesOf(totals, (page - 1) * query.size, page * query.size);
  const parts = await inBatches(slices, async (slice) => {
    const { source, first } = kept[slice.source] as KeptSource;
    // The upstream's own page size (it may give fewer than asked).
    const size = first.size || query.size;
    const pages = await Promise.all(
      pagesHolding(slice.from, slice.to, size).map((number) =>
        number === 1
          ? Promise.resolve({ ok: true as const, value: first })
          : getProducts({ ...source, page: number, size: query.size }),
      ),
    );
    const failed = pages.find((answer) => !answer.ok);
    if (failed && !failed.ok) return failed;
    const offset = Math.floor(slice.from / size) * size;
    const items = pages.flatMap((answer) => (answer.ok ? answer.value.items : []));
    return { ok: true as const, value: items.slice(slice.from - offset, slice.to - offset) };
  });
  const failed = parts.find((part) => !part.ok);
  if (failed && !failed.ok) return { ok: false, message: failed.message };
  const items = mergeInOrder(parts.map((part) => (part.ok ? part.value : [])));
  return {
    ok: true,
    items: applyListing(items, query),
    page,
    totalPages,
    totalCount,
    partial: cut,
  };
}

/**
 * The kept sources read in order, page after page, until every product is read
 * or the window is full.
 */
async function readWindow(
  getProducts: GetProducts,
  kept: readonly KeptSource[],
): Promise<{ ok: true; items: Product[]; partial: boolean } | { ok: false; message: string }> {
  const lists: Product[][] = [];
  let read = 0;
  let partial = false;
  for (const { source, first } of kept) {
    if (read >= LISTING_WINDOW) {
      partial = true;
      break;
    }
    const list = [...first.items];
    read += list.length;
    for (let page = 2; list.length < first.totalCount && read < LISTING_WINDOW; page += 1) {
      const answer = await getProducts({ ...source, page, size: API_MAX_PAGE_SIZE });
      if (!answer.ok) return { ok: false, message: answer.message };
      if (answer.value.items.length === 0) break;
      list.push(...answer.value.items);
      read += answer.value.items.length;
    }
    if (list.length < first.totalCount) partial = true;
    lists.push(list);
  }
  return { ok: true, items: mergeInOrder(lists).slice(0, LISTING_WINDOW), partial };
}

/** `work` for each entry, LISTING_CALLS_AT_ONCE at a time, answers in order. */
async function inBatches<T, R>(
  entries: readonly T[],
  work: (entry: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < entries.length; start += LISTING_CALLS_AT_ONCE) {
    results.push(
      ...(await Promise.all(entries.slice(start, start + LISTING_CALLS_AT_ONCE).map(work))),
    );
  }
  return results;
}
