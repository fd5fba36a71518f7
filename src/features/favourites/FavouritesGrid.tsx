'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'waku';
import { hasId } from './id-set';
import type { Id } from '@/shop-api/id';
import { favouritesStore, useFavourites } from './use-favourites';
import { PRODUCTS_PATH } from '@/lib/routing/route-paths';

type Props = { items: Array<{ id: Id; card: ReactNode }> };

/**
 * The /Favorites grid: the server's cards, each leaving as soon as it is
 * taken out of the favourites (and coming back if that fails).
 */
export function FavouritesGrid({ items }: Props) {
  const { ids } = useFavourites();
  const [seeded, setSeeded] = useState(false);

  useEffect(() => {
    // The shop just listed these as favourites: the hearts show so even before a sync.
    favouritesStore.known(items.map((item) => item.id));
    setSeeded(true);
  }, [items]);

  const shown = seeded ? items.filter((item) => hasId(ids, item.id)) : items;
  if (shown.length === 0) return <EmptyFavourites />;
  return (
    <ul className="product-grid" aria-label="محصولات مورد علاقه">
      {shown.map((item) => (
        <li key={item.id}>{item.card}</li>
      ))}
    </ul>
  );
}

export function EmptyFavourites() {
  return (
    <div className="card empty-card">
      <p className="empty-state">هنوز محصولی را به علاقه‌مندی‌ها نیفزوده‌اید.</p>
      <Link className="button" to={PRODUCTS_PATH}>
        مشاهده محصولات
      </Link>
    </div>
  );
}
