import { FAVOURITE_PAGE_SIZE } from '@/lib/limits';
import { favouritePageSchema } from '../schemas/favourites';
import { ignoredValue } from '../schemas/tolerant';
import { getPage, segment, type EndpointContext, type PageQuery } from './context';
import type { Id } from '../id';

export type FavouritesApi = ReturnType<typeof favouritesEndpoints>;

export function favouritesEndpoints({ call, write }: EndpointContext) {
  return {
    getFavorites: (query: PageQuery = {}) => getPage(call, '/api/shop/users/favorites', query, FAVOURITE_PAGE_SIZE, favouritePageSchema),

    addFavorite: (productId: Id) => write({ method: 'POST', path: '/api/shop/users/favorites', body: { productId } }, ignoredValue),

    /** The id is the product's. */
    removeFavorite: (productId: Id) => write({ method: 'DELETE', path: `/api/shop/users/favorites/${segment(productId)}` }, ignoredValue),
  };
}
