import { FAVOURITE_PAGE_SIZE } from '@/lib/limits';
import { API_FAVORITES_PATH, API_FAVORITE_PREFIX } from '../api-paths';
import { favouritePageSchema } from '../schemas/favourites';
import { ignoredValue } from '../schemas/tolerant';
import { getPage, type EndpointContext, type PageQuery, segment } from './context';
import type { Id } from '../id';

export type FavouritesApi = ReturnType<typeof favouritesEndpoints>;

export function favouritesEndpoints({ call, write }: EndpointContext) {
  return {
    getFavourites: (query: PageQuery = {}) =>
      getPage(call, API_FAVORITES_PATH, query, FAVOURITE_PAGE_SIZE, favouritePageSchema),

    addFavourite: (productId: Id) =>
      write({ method: 'POST', path: API_FAVORITES_PATH, body: { productId } }, ignoredValue),

    /** The id is the product's. */
    removeFavourite: (productId: Id) =>
      write(
        { method: 'DELETE', path: `${API_FAVORITE_PREFIX}${segment(productId)}` },
        ignoredValue,
      ),
  };
}
