/**
 * The API client for client components: everything but the server transports,
 * so that undici and node: modules stay out of the browser bundle.
 *
 * Importing a value from here brings every schema and valibot along (the
 * schema modules run when loaded). Client code that needs only a constant or
 * a pure helper imports it from its own module (token.ts, images.ts,
 * product-defaults.ts); types can come from here.
 */
export { createShopApi, type ShopApi, type ShopApiOptions } from './client';
export type { PageQuery } from './endpoints/context';
export type { ProductQuery } from './endpoints/catalogue';
export type { MediaFile } from './endpoints/media';
export { readAnswer, rejectionFailure, type RawAnswer } from './answer';
export { failure, success, type ApiFailure, type ApiFailureKind, type ApiResult, type ApiSuccess } from './result';
export {
  ALREADY_EXIST_MESSAGE,
  MALFORMED_ANSWER_MESSAGE,
  MEDIA_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  statusMessage,
} from './messages';
export { isTimeoutError, type ApiRequest, type HttpMethod, type Transport } from './transport';
export { createFetchTransport } from './transports/fetch-transport';
export { iconTypeFor, type IconType } from './images';
export { readUserIdFromToken } from './token';
export { idKey, sameId, type Id } from './id';
export type { Banner } from './schemas/banner';
export type { Cart, CartItem, SetCartItemInput, SubmitCartInput } from './schemas/cart';
export type { Category } from './schemas/category';
export type { ContactInfo, ContactInfoInput } from './schemas/contact-info';
export type { CreateInvoiceInput, Invoice, InvoiceItem } from './schemas/invoice';
export type { Order, OrderItem } from './schemas/order';
export type { Paged } from './schemas/paged';
export type { RecoveryCodeInfo, ResetPasswordInput, VerifyCodeInput } from './schemas/password';
export { DEFAULT_UNIT_ID, DEFAULT_UNIT_TITLE, type Product, type ProductDetail, type ProductUnit } from './schemas/product';
export type { Review, ReviewInput } from './schemas/review';
export type { ShopData, ShopLogo } from './schemas/shop-data';
export type { StockHolderNode } from './schemas/stock-holder';
export type { LoginInput, ProfileUpdate, SignupInput, UserProfile } from './schemas/user';
