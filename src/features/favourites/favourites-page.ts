import 'server-only';
import { pageOk, signedInFailure, type PageResult } from '@/features/page-kit/page-result';
import { pageParam } from '@/lib/routing/query-params';
import { requestShopApi } from '@/server/upstream/shop-api';
import type { Product } from '@/shop-api/index';
import { FAVORITES_PATH } from '@/lib/routing/route-paths';

export type FavouritesPageData = { page: number; items: Product[]; totalPages: number };

/** /Favorites: one page (10 products) of the shopper's favourites, as the shop lists them. */
export async function loadFavouritesPage(query: string): Promise<PageResult<FavouritesPageData>> {
  const page = pageParam(new URLSearchParams(query));
  const answer = await requestShopApi().getFavourites({ page });
  if (!answer.ok) return signedInFailure(answer, FAVORITES_PATH);
  return pageOk({ page, items: answer.value.items, totalPages: answer.value.totalPages });
}
