'use client';

import type { Id } from '@/shop-api/id';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { useHydrated } from '@/ui/use-hydrated';
import { warmShopApiForShopper } from '@/shop-api/load-browser-client';
import { FAVOURITE_MESSAGES } from './messages';
import { favouritesStore, useFavourite } from './use-favourites';

type Props = {
  productId: Id;
  productTitle: string;
  /** 'icon' on cards (a toggle button), 'button' with its text on the product page. */
  look?: 'icon' | 'button';
};

/** Adds the product to the favourites or takes it out; a visitor is offered the login. */
export function FavouriteToggle({ productId, productTitle, look = 'icon' }: Props) {
  const { on, busy } = useFavourite(productId);
  const toggle = () => favouritesStore.toggle(productId);
  const hydrated = useHydrated();
  if (look === 'button') {
    return (
      <button
        type="button"
        className="button button--ghost favourite-toggle--button"
        data-on={on}
        aria-busy={busy || undefined}
        onPointerDown={warmShopApiForShopper}
        onFocus={warmShopApiForShopper}
        onClick={toggle}
        disabled={!hydrated}
      >
        <Icon path={iconPaths.heart} size={20} />
        <span>{on ? FAVOURITE_MESSAGES.remove : FAVOURITE_MESSAGES.add}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className="favourite-toggle"
      aria-pressed={on}
      aria-label={FAVOURITE_MESSAGES.toggleLabel(productTitle)}
      aria-busy={busy || undefined}
      onPointerDown={warmShopApiForShopper}
      onFocus={warmShopApiForShopper}
      onClick={toggle}
      disabled={!hydrated}
    >
      <Icon path={iconPaths.heart} size={20} />
    </button>
  );
}
