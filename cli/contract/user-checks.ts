import { cartSchema } from '../../src/shop-api/schemas/cart';
import { contactInfoPageSchema } from '../../src/shop-api/schemas/contact-info';
import { favouritePageSchema } from '../../src/shop-api/schemas/favourites';
import { draftInvoiceListSchema, invoicePageSchema, invoiceSchema } from '../../src/shop-api/schemas/invoice';
import { orderPageSchema, orderSchema } from '../../src/shop-api/schemas/order';
import { productSchema } from '../../src/shop-api/schemas/product';
import { tokenSchema, userPageSchema, userProfileSchema } from '../../src/shop-api/schemas/user';
import { readUserIdFromToken } from '../../src/shop-api/token';
import type { ValueSchema } from '../../src/shop-api/schemas/tolerant';
import { rawItems } from './judge';
import { firstWithId, idsOf, isRecord, rawId, segment, type RawId, type RawRecord } from './raw';
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
  '/api/shop/users/profiles/{id}',
  '/api/shop/users/{id}',
  '/api/shop/users',
  '/api/shop/users/cart',
  '/api/shop/users/favorites',
  '/api/shop/users/orders',
  '/api/shop/users/orders/{id}',
  '/api/shop/users/invoices',
  '/api/shop/users/invoices/{id}',
  '/api/shop/users/invoices/drafts',
  '/api/shop/users/contact-info',
];

/** GET of a list's first element by id, or a skip when the list is empty. */
async function firstById<T>(run: ContractRun, list: unknown, path: string, schema: ValueSchema<T>, what: string): Promise<void> {
  const first = firstWithId(rawItems(list));
  const id = first ? rawId(first.id) : null;
  if (id === null) run.skip('user', { method: 'GET', path: `${path}/{id}` }, `the account has no ${what} to ask for`);
  else await run.check('user', { method: 'GET', path: `${path}/${segment(id)}` }, schema);
}

/** Logs in and calls every user read of SPEC §7; null (and the rest skipped) when the login fails. */
export async function userChecks(run: ContractRun, credentials: Credentials): Promise<Account | null> {
  const login = await run.check(
    'user',
    { method: 'POST', path: '/api/shop/users/login', body: { phoneNumber: credentials.phone, password: credentials.password } },
    tokenSchema,
  );
  if (!login.value) {
    for (const path of USER_PATHS) run.skip('user', { method: 'GET', path }, 'no session: the login failed');
    return null;
  }
  run.token = login.value;

  const userId = readUserIdFromToken(login.value);
  let profile: RawRecord | null = null;
  if (userId === null) {
    run.warn('the token names no user (no user_id, sub or nameid claim): the storefront cannot load the profile');
    for (const path of USER_PATHS.slice(0, 2)) run.skip('user', { method: 'GET', path }, 'the token names no user');
  } else {
    const read = await run.check('user', { method: 'GET', path: `/api/shop/users/profiles/${segment(userId)}` }, userProfileSchema);
    profile = read.usable && isRecord(read.raw) ? read.raw : null;
    await run.check('user', { method: 'GET', path: `/api/shop/users/${segment(userId)}` }, userProfileSchema);
  }
  await run.check('user', { method: 'GET', path: '/api/shop/users', query: { page: 1, size: PAGE.users } }, userPageSchema);

  const cart = await run.check('user', { method: 'GET', path: '/api/shop/users/cart' }, cartSchema);
  const favourites = await run.check(
    'user',
    { method: 'GET', path: '/api/shop/users/favorites', query: { page: 1, size: PAGE.favourites } },
    favouritePageSchema,
    { item: productSchema },
  );
  const orders = await run.check(
    'user',
    { method: 'GET', path: '/api/shop/users/orders', query: { page: 1, size: PAGE.orders } },
    orderPageSchema,
  );
  await firstById(run, orders.raw, '/api/shop/users/orders', orderSchema, 'order');
  const invoices = await run.check(
    'user',
    { method: 'GET', path: '/api/shop/users/invoices', query: { page: 1, size: PAGE.invoices } },
    invoicePageSchema,
  );
  await firstById(run, invoices.raw, '/api/shop/users/invoices', invoiceSchema, 'invoice');
  const drafts = await run.check('user', { method: 'GET', path: '/api/shop/users/invoices/drafts' }, draftInvoiceListSchema);
  const addresses = await run.check(
    'user',
    { method: 'GET', path: '/api/shop/users/contact-info', query: { page: 1, size: PAGE.addresses } },
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
