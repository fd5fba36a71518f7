/**
 * The API client for client components: everything but the server transports,
 * so that undici and node: modules stay out of the browser bundle.
 *
 * Importing a value from here brings every schema and valibot along (the
 * schema modules run when loaded). Client code that needs only a constant or
 * a pure helper imports it from its own module (token.ts, images.ts,
 * product-defaults.ts); types can come from here.
 */
export { createShopApi, type ShopApi, type ShopperApi } from './client';
export type { ProductQuery } from './endpoints/catalogue';
export { success, type ApiFailure, type ApiResult } from './result';
export { NETWORK_ERROR_MESSAGE } from './messages';
export { isTimeoutError, type ApiRequest, type SourcePage, type Transport } from './transport';
export { iconTypeFor } from './images';
export { readUserIdFromToken } from './token';
export type { Id } from './id';
export type { Banner } from './schemas/banner';
export type { Cart, CartItem, SetCartItemInput } from './schemas/cart';
export type { Category } from './schemas/category';
export type { ContactInfo, ContactInfoInput } from './schemas/contact-info';
export type { Invoice, InvoiceItem } from './schemas/invoice';
export type { Order } from './schemas/order';
export type { Paged } from './schemas/paged';
export type { Product, ProductDetail } from './schemas/product';
export type { Review } from './schemas/review';
export type { ShopData } from './schemas/shop-data';
export type { StockHolderNode } from './schemas/stock-holder';
export type { LoginInput, ProfileUpdate, SignupInput, UserProfile } from './schemas/user';
