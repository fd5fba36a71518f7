'use client';

import { lazy, useEffect, useState } from 'react';
import { browserTextStore } from '@/lib/browser/text-store';
import { sameId } from '@/shop-api/id';
import { readUserIdFromToken } from '@/shop-api/token';
import { LazyPart } from '@/ui/LazyPart';
import { readToken } from '../session/session-store';
import { readRecent, rememberProduct, type RecentProduct } from './recently-viewed';

/** The row's code loads only when there is something to show (it sits below the fold). */
const RecentlyViewedRow = lazy(() => import('./RecentlyViewedRow'));

type Props = {
  /** The product on screen: remembered, and left out of the row. */
  current?: RecentProduct;
  imageBaseUrl: string;
};

/**
 * The products this shopper opened last (newest first), read from the browser
 * once the page has mounted: the server renders nothing of it, so the page is
 * the same for everyone and stays cacheable. Hidden while empty (and if its
 * code cannot be loaded: it is a convenience). On a product page it also
 * remembers that product (docs/decisions/0057).
 */
export function RecentlyViewed({ current, imageBaseUrl }: Props) {
  const [items, setItems] = useState<RecentProduct[]>([]);

  useEffect(() => {
    const store = browserTextStore('localStorage');
    const owner = readUserIdFromToken(readToken());
    const before = readRecent(store, owner);
    if (current) rememberProduct(store, owner, current);
    setItems(before.filter((item) => !sameId(item.id, current?.id)));
  }, [current]);

  if (items.length === 0) return null;
  return (
    <LazyPart loading={null} failed={null}>
      <RecentlyViewedRow items={items} imageBaseUrl={imageBaseUrl} onCleared={() => setItems([])} />
    </LazyPart>
  );
}
