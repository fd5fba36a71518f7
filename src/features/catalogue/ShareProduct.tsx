'use client';

import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { showToast } from '@/ui/toast/toast-store';
import { useHydrated } from '@/ui/use-hydrated';
import { SHARE_MESSAGES } from './messages';

/** A phone (a coarse pointer) that has the system share sheet. */
function hasShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Share the product: on a phone the system share sheet with the canonical URL
 * and the title; elsewhere (or when the sheet fails for another reason than
 * the shopper closing it) the link is copied, with a toast. Its label follows
 * the same media query in CSS, so it never shifts when the scripts arrive.
 */
export function ShareProduct({ url, title }: { url: string; title: string }) {
  const hydrated = useHydrated();

  async function share() {
    if (hasShareSheet()) {
      try {
        await navigator.share({ url, title });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(SHARE_MESSAGES.copied);
    } catch {
      showToast(SHARE_MESSAGES.copyFailed, { color: 'error' });
    }
  }

  return (
    <button
      type="button"
      className="button button--ghost share-product"
      onClick={() => void share()}
      disabled={!hydrated}
    >
      <Icon path={iconPaths.share} size={20} />
      <span className="share-product__sheet">{SHARE_MESSAGES.share}</span>
      <span className="share-product__copy">{SHARE_MESSAGES.copy}</span>
    </button>
  );
}
