import { favouritePageSchema } from '../schemas/favourites';
import { ignoredValue } from '../schemas/tolerant';
import { pageQuery, segment, type EndpointContext, type PageQuery } from './context';

const FAVOURITE_PAGE_SIZE = 10;

export type FavouritesApi = ReturnType<typeof favouritesEndpoints>;

export function favouritesEndpoints({ call }: EndpointContext) {
  return {
    getFavorites: (query: PageQuery = {}) =>
      call(
        {
          method: 'GET',
          path: '/api/shop/users/favorites',
          query: pageQuery(query, FAVOURITE_PAGE_SIZE),
        },
        favouritePageSchema,
      ),

    addFavorite: (productId: string) =>
      call(
        { method: 'POST', path: '/api/shop/users/favorites', body: { productId } },
        ignoredValue,
      ),

    /** The id is the product's. */
    removeFavorite: (productId: string) =>
      call(
        { method: 'DELETE', path: `/api/shop/users/favorites/${segment(productId)}` },
        ignoredValue,
      ),
  };
}
