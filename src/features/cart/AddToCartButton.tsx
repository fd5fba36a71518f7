'use client';

import type { CartItem } from '@/shop-api/browser';
import { showToast } from '@/ui/toast/toast-store';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { useHydrated } from '@/ui/use-hydrated';
import { warmShopApiForShopper } from '@/shop-api/load-browser-client';
import { DEFAULT_AMOUNT, lineKey } from './cart-rules';
import { CART_MESSAGES } from './messages';
import { cartStore, useLinePending } from './use-cart';

type Props = {
  line: CartItem;
  amount?: number;
  /** 'compact' on cards: the icon, with the text for screen readers only. */
  look?: 'full' | 'compact';
};

/**
 * Adds `amount` of the line to the cart (set-item to the new total); the header
 * count follows at once.
 */
export function AddToCartButton({ line, amount = DEFAULT_AMOUNT, look = 'full' }: Props) {
  const busy = useLinePending(lineKey(line));
  const hydrated = useHydrated();
  // The success toast only once the shop has taken the change; a failure has shown its own.
  async function add() {
    if (await cartStore.add(line, amount)) showToast(CART_MESSAGES.added);
  }
  return (
    <button
      type="button"
      className={look === 'full' ? 'button' : 'add-to-cart--compact'}
      aria-label={look === 'compact' ? `افزودن «${line.productName}» به سبد خرید` : undefined}
      aria-busy={busy || undefined}
      onPointerDown={warmShopApiForShopper}
      onFocus={warmShopApiForShopper}
      onClick={() => void add()}
      disabled={!hydrated}
    >
      <Icon path={iconPaths.cart} size={20} />
      {look === 'full' ? <span>افزودن به سبد خرید</span> : null}
    </button>
  );
}
