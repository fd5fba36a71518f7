import { callApi } from './call';
import { accountEndpoints, type AccountApi } from './endpoints/account';
import { addressesEndpoints, type AddressesApi } from './endpoints/addresses';
import { cartEndpoints, type CartApi } from './endpoints/cart';
import type { EndpointContext, EndpointRequest } from './endpoints/context';
import { favouritesEndpoints, type FavouritesApi } from './endpoints/favourites';
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

/**
 * The calls a shopper's browser makes (browser-client.ts): the account, the cart,
 * favourites, orders and invoices, addresses and reviews. The catalogue's reads
 * and the media files are the server's alone (client.ts), so their schemas stay
 * out of the browser's code.
 */
export type ShopperApi = AccountApi &
  CartApi &
  FavouritesApi &
  OrdersApi &
  AddressesApi &
  ReviewsApi;

/** What every endpoint group is built from: the options' transport, token and failure report. */
export function endpointContext(options: ShopApiOptions): EndpointContext {
  const withToken = (req: EndpointRequest) => ({ ...req, token: options.getToken?.() ?? null });
  const reported = async <T>(pending: Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
    const result = await pending;
    if (!result.ok) options.onFailure?.(result);
    return result;
  };
  return {
    call: (req, valueSchema) => reported(callApi(options.transport, withToken(req), valueSchema)),
    write: (req, valueSchema) =>
      reported(callApi(options.transport, withToken(req), valueSchema, 'write')),
    send: (req) => options.transport(withToken(req)),
    sourcePage: options.sourcePage,
  };
}

export function shopperEndpoints(context: EndpointContext): ShopperApi {
  return {
    ...accountEndpoints(context),
    ...cartEndpoints(context),
    ...favouritesEndpoints(context),
    ...ordersEndpoints(context),
    ...addressesEndpoints(context),
    ...reviewsEndpoints(context),
  };
}

/** One typed function per call a shopper's browser makes; none rejects. */
export function createShopperApi(options: ShopApiOptions): ShopperApi {
  return shopperEndpoints(endpointContext(options));
}
