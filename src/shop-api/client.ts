import { catalogueEndpoints, type CatalogueApi } from './endpoints/catalogue';
import { mediaEndpoints, type MediaApi } from './endpoints/media';
import {
  endpointContext,
  shopperEndpoints,
  type ShopApiOptions,
  type ShopperApi,
} from './shopper-api';

export type { ShopApiOptions, ShopperApi } from './shopper-api';

/** One typed function per call of SPEC §7 and the password-recovery calls; none rejects. */
export type ShopApi = CatalogueApi & MediaApi & ShopperApi;

/** The whole client, the server's: the shopper's calls (shopper-api.ts), the catalogue and media. */
export function createShopApi(options: ShopApiOptions): ShopApi {
  const context = endpointContext(options);
  return {
    ...catalogueEndpoints(context),
    ...mediaEndpoints(context),
    ...shopperEndpoints(context),
  };
}
