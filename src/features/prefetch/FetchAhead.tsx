import { useEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { useRouterCache_UNSTABLE as useRouterCache } from 'waku/router/client-core';
import { createPrefetchQueue } from './prefetch-queue';
import {
  PREFETCH_CONCURRENCY,
  PREFETCH_DWELL_MS,
  PREFETCH_FRESH_MS,
  PREFETCH_IN_VIEW_LIMIT,
  mayPrefetch,
  prefetchPath,
  type ConnectionFacts,
} from './prefetch-rules';
import { fetchedAhead, type RouterCache } from './waku-prefetched';
import { navigated } from '@/lib/browser/navigated';

type Router = ReturnType<typeof useRouter>;

/** Paths whose payload has arrived whole and is held by Waku's router for a tap. */
const ready = new Set<string>();

/**
 * Fetches a page's payload ahead with Waku's router (kept PREFETCH_FRESH_MS)
 * and waits until it has arrived; true when it has.
 */
async function fetchAhead(router: Router, cache: RouterCache, path: string): Promise<boolean> {
  router.prefetch(path, { ttl: PREFETCH_FRESH_MS });
  const answer = fetchedAhead(cache, path);
  if (!answer) return false;
  try {
    await answer;
    ready.add(path);
    setTimeout(() => ready.delete(path), PREFETCH_FRESH_MS);
    return true;
  } catch {
    return false;
  }
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = (target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement && (!link.target || link.target === '_self')
    ? link
    : null;
}

/**
 * Fetches ahead the pages a shopper is likely to open next
 * (docs/decisions/0090): product and category links of the page that stay in
 * view, and any such link under the pointer or a finger, a few at a time
 * (./prefetch-rules.ts); never under Save-Data or on 2G. A tap on a product
 * card whose payload has arrived opens it with Waku's router from memory,
 * where it would otherwise load a whole page. Not part of a page's first
 * load: the offline support brings it in at the shopper's first touch,
 * scroll, pointer or key; `first` is what that touched (a link under the
 * finger is fetched at once).
 */
export function FetchAhead({ first }: { first: EventTarget | null }) {
  const router = useRouter();
  const cache = useRouterCache();
  const cacheRef = useRef(cache);
  cacheRef.current = cache;
  const routerRef = useRef(router);
  routerRef.current = router;
  const { path } = router;

  const firstRef = useRef(first);

  useEffect(() => {
    if (!mayPrefetch((navigator as Navigator & { connection?: ConnectionFacts }).connection))
      return;
    const queue = createPrefetchQueue({
      concurrency: PREFETCH_CONCURRENCY,
      inViewLimit: PREFETCH_IN_VIEW_LIMIT,
      start: (target) => fetchAhead(routerRef.current, cacheRef.current, target),
    });
    const wanted = (target: EventTarget | null) => {
      const link = linkOf(target);
      return link ? prefetchPath(link.href, window.location) : null;
    };

    const dwell = new Map<Element, ReturnType<typeof setTimeout>>();
    const observer = new IntersectionObserver((entries) => {
      for (const { target, isIntersecting } of entries) {
        clearTimeout(dwell.get(target));
        dwell.delete(target);
        const next = isIntersecting ? wanted(target) : null;
        if (next)
          dwell.set(
            target,
            setTimeout(() => queue.want(next), PREFETCH_DWELL_MS),
          );
      }
    });
    const main = document.getElementById('main') ?? document.body;
    const watched = new WeakSet<Element>();
    const watchLinks = () => {
      for (const link of main.querySelectorAll('a[href]')) {
        if (watched.has(link)) continue;
        watched.add(link);
        if (wanted(link)) observer.observe(link);
      }
    };
    watchLinks();
    const changes = new MutationObserver(watchLinks);
    changes.observe(main, { childList: true, subtree: true });

    const onIntent = (event: Event) => {
      const next = wanted(event.target);
      if (next) queue.want(next, true);
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const next = wanted(event.target);
      if (!next || !ready.has(next) || !fetchedAhead(cacheRef.current, next)) return;
      event.preventDefault();
      void navigated(routerRef.current.push(next));
    };
    const touched = wanted(firstRef.current);
    firstRef.current = null;
    if (touched) queue.want(touched, true);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('click', onClick);
    return () => {
      queue.stop();
      observer.disconnect();
      changes.disconnect();
      for (const timer of dwell.values()) clearTimeout(timer);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('click', onClick);
    };
  }, [path]);

  return null;
}
