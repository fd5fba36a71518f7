import { useEffect, type RefObject } from 'react';
import { warmShopApi } from '@/shop-api/load-browser-client';

/**
 * The sign-in forms download the API client on first use (docs/decisions/0023,
 * src/shop-api/load-browser-client.ts): from the first focus or touch inside
 * `area`, or at once when a field there was focused before the page's code ran
 * (a shopper typing on a slow phone). Spread the handlers on the area's element.
 */
export function useWarmShopApi(area: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (area.current?.contains(document.activeElement)) warmShopApi();
  }, [area]);
  return { onFocus: warmShopApi, onPointerDown: warmShopApi };
}
