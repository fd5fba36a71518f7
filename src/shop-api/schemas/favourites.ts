import { pagedSchema } from './paged';
import { productSchema } from './product';

/** Favourites are a product list, so an invalid item is dropped (see productPageSchema). */
export const favouritePageSchema = pagedSchema(productSchema, { dropInvalid: true });
