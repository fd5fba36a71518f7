/** The shop's name where the shop gives none. */
const DEFAULT_SHOP_TITLE = 'فروشگاه اینترنتی';

/**
 * The shop's name as pages, the manifest and invoices show it (the shop data's
 * schema reads a blank title as null).
 */
export function shopTitle(shop: { title: string | null } | null): string {
  return shop?.title || DEFAULT_SHOP_TITLE;
}
