import { callApi } from './call';
import { accountEndpoints, type AccountApi } from './endpoints/account';
import { addressesEndpoints, type AddressesApi } from './endpoints/addresses';
import { cartEndpoints, type CartApi } from './endpoints/cart';
import { catalogueEndpoints, type CatalogueApi } from './endpoints/catalogue';
import type { EndpointContext, EndpointRequest } from './endpoints/context';
import { favouritesEndpoints, type FavouritesApi } from './endpoints/favourites';
import { mediaEndpoints, type MediaApi } from './endpoints/media';
import { ordersEndpoints, type OrdersApi } from './endpoints/orders';
import { reviewsEndpoints, type ReviewsApi } from './endpoints/reviews';
import type { ApiFailure, ApiResult } from './result';
import type { SourcePage, Transport } from './transport';

export type ShopApiOptions = {
  transport: Transport;
  /** Read on every call; a token adds `Authorization: Bearer <token>`. */
  getToken?: () => string | null | undefined;
  /** The cart page's client: its cart calls carry `X-Source-Page: cart`. */
  sourcePage?: SourcePage;
  /** Told of every failed call (the server marks the page it renders). */
  onFailure?: (failure: ApiFailure) => void;
};

/** One typed function per call of SPEC §7 and the password-recovery calls; none rejects. */
export type ShopApi = CatalogueApi &
  MediaApi &
  AccountApi &
  CartApi &
  FavouritesApi &
  OrdersApi &
  AddressesApi &
  ReviewsApi;

export function createShopApi(options: ShopApiOptions): ShopApi {
  const withToken = (req: EndpointRequest) => ({ ...req, token: options.getToken?.() ?? null });
  const reported = async <T>(pending: Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
    const result = await pending;
    if (!result.ok) options.onFailure?.(result);
    return result;
  };
  const context: EndpointContext = {
    call: (req, valueSchema) => reported(callApi(options.transport, withToken(req), valueSchema)),
    write: (req, valueSchema) =>
      reported(callApi(options.transport, withToken(req), valueSchema, 'write')),
    send: (req) => options.transport(withToken(req)),
    sourcePage: options.sourcePage,
  };
  return {
    ...catalogueEndpoints(context),
    ...mediaEndpoints(context),
    ...accountEndpoints(context),
    ...cartEndpoints(context),
    ...favouritesEndpoints(context),
    ...ordersEndpoints(context),
    ...addressesEndpoints(context),
    ...reviewsEndpoints(context),
  };
}
