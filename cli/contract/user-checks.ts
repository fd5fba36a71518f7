import {
  API_CART_PATH,
  API_CONTACT_INFO_PATH,
  API_DRAFT_INVOICES_PATH,
  API_FAVORITES_PATH,
  API_INVOICE_PREFIX,
  API_INVOICES_PATH,
  API_INVOICE_PATTERN,
  API_LOGIN_PATH,
  API_ORDER_PREFIX,
  API_ORDERS_PATH,
  API_ORDER_PATTERN,
  API_PROFILE_PATTERN,
  API_PROFILE_PREFIX,
  API_USERS_PATH,
  API_USER_PATTERN,
  API_USER_PREFIX,
} from '../../src/shop-api/api-paths';
import { segment } from '../../src/shop-api/endpoints/context';
import { cartSchema } from '../../src/shop-api/schemas/cart';
import { contactInfoPageSchema } from '../../src/shop-api/schemas/contact-info';
import { favouritePageSchema } from '../../src/shop-api/schemas/favourites';
import {
  draftInvoiceListSchema,
  invoicePageSchema,
  invoiceSchema,
} from '../../src/shop-api/schemas/invoice';
import { orderPageSchema, orderSchema } from '../../src/shop-api/schemas/order';
import { productSchema } from '../../src/shop-api/schemas/product';
import { tokenSchema, userPageSchema, userProfileSchema } from '../../src/shop-api/schemas/user';
import { readUserIdFromToken } from '../../src/shop-api/token';
import type { ValueSchema } from '../../src/shop-api/schemas/tolerant';
import { rawItems } from './judge';
import { firstWithId, idsOf, isRecord, rawId, type RawId, type RawRecord } from './raw';
import type { ContractRun } from './run';

/** SPEC §9 page sizes; favourites are read 100 at a time, as the storefront does (decision 0055). */
const PAGE = { users: 10, orders: 20, invoices: 10, addresses: 20, favourites: 100 } as const;

/** What the account held before any write, as it came. */
export type Account = {
  phoneNumber: string;
  profile: RawRecord | null;
  cartLines: RawRecord[];
  favouriteIds: RawId[] | null;
  draftIds: RawId[] | null;
  addressIds: RawId[] | null;
};

export type Credentials = { phone: string; password: string };

const USER_PATHS = [
  API_PROFILE_PATTERN,
  API_USER_PATTERN,
  API_USERS_PATH,
  API_CART_PATH,
  API_FAVORITES_PATH,
  API_ORDER_PREFIX,
  API_ORDERS_PATH,
  API_ORDER_PATTERN,
  API_ORDER_PREFIX,
  API_INVOICE_PREFIX,
  API_INVOICES_PATH,
  API_INVOICE_PATTERN,
  API_INVOICE_PREFIX,
  API_DRAFT_INVOICES_PATH,
  API_CONTACT_INFO_PATH,
];

/** GET of a list's first element by id, or a skip when the list is empty. */
async function firstById<T>(
  run: ContractRun,
  list: unknown,
  path: { prefix: string; pattern: string },
  schema: ValueSchema<T>,
  what: string,
): Promise<void> {
  const first = firstWithId(rawItems(list));
  const id = first ? rawId(first.id) : null;
  if (id === null)
    run.skip(
      'user',
      { method: 'GET', path: path.pattern },
      `the account has no ${what} to ask for`,
    );
  else await run.check('user', { method: 'GET', path: `${path.prefix}${segment(id)}` }, schema);
}

/** Logs in and calls every user read of SPEC §7; null (and the rest skipped) when the login fails. */
export async function userChecks(
  run: ContractRun,
  credentials: Credentials,
): Promise<Account | null> {
  const login = await run.check(
    'user',
    {
      method: 'POST',
      path: API_LOGIN_PATH,
      body: { phoneNumber: credentials.phone, password: credentials.password },
    },
    tokenSchema,
  );
  if (!login.value) {
    for (const path of USER_PATHS)
      run.skip('user', { method: 'GET', path }, 'no session: the login failed');
    return null;
  }
  run.token = login.value;

  const userId = readUserIdFromToken(login.value);
  let profile: RawRecord | null = null;
  if (userId === null) {
    run.warn(
      'the token names no user (no user_id, sub or nameid claim): the storefront cannot load the profile',
    );
    for (const path of USER_PATHS.slice(0, 2))
      run.skip('user', { method: 'GET', path }, 'the token names no user');
  } else {
    const read = await run.check(
      'user',
      { method: 'GET', path: `${API_PROFILE_PREFIX}${segment(userId)}` },
      userProfileSchema,
    );
    profile = read.usable && isRecord(read.raw) ? read.raw : null;
    await run.check(
      'user',
      { method: 'GET', path: `${API_USER_PREFIX}${segment(userId)}` },
      userProfileSchema,
    );
  }
  await run.check(
    'user',
    { method: 'GET', path: API_USERS_PATH, query: { page: 1, size: PAGE.users } },
    userPageSchema,
  );

  const cart = await run.check('user', { method: 'GET', path: API_CART_PATH }, cartSchema);
  const favourites = await run.check(
    'user',
    { method: 'GET', path: API_FAVORITES_PATH, query: { page: 1, size: PAGE.favourites } },
    favouritePageSchema,
    { item: productSchema },
  );
  const orders = await run.check(
    'user',
    { method: 'GET', path: API_ORDERS_PATH, query: { page: 1, size: PAGE.orders } },
    orderPageSchema,
  );
  await firstById(
    run,
    orders.raw,
    { prefix: API_ORDER_PREFIX, pattern: API_ORDER_PATTERN },
    orderSchema,
    'order',
  );
  const invoices = await run.check(
    'user',
    { method: 'GET', path: API_INVOICES_PATH, query: { page: 1, size: PAGE.invoices } },
    invoicePageSchema,
  );
  await firstById(
    run,
    invoices.raw,
    { prefix: API_INVOICE_PREFIX, pattern: API_INVOICE_PATTERN },
    invoiceSchema,
    'invoice',
  );
  const drafts = await run.check(
    'user',
    { method: 'GET', path: API_DRAFT_INVOICES_PATH },
    draftInvoiceListSchema,
  );
  const addresses = await run.check(
    'user',
    { method: 'GET', path: API_CONTACT_INFO_PATH, query: { page: 1, size: PAGE.addresses } },
    contactInfoPageSchema,
  );

  const cartValue = isRecord(cart.raw) ? cart.raw.items : cart.raw;
  return {
    phoneNumber: credentials.phone,
    profile,
    cartLines: cart.usable && Array.isArray(cartValue) ? cartValue.filter(isRecord) : [],
    favouriteIds: favourites.usable ? idsOf(rawItems(favourites.raw)) : null,
    draftIds: drafts.usable ? idsOf(rawItems(drafts.raw)) : null,
    addressIds: addresses.usable ? idsOf(rawItems(addresses.raw)) : null,
  };
}
