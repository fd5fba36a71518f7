import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { SESSION_MESSAGES } from '@/features/session/messages';
import { UNAUTHORIZED_MESSAGE } from '@/shop-api/messages';

/**
 * A new customer of the fixture shop for one test, so that carts, orders,
 * favourites, invoices, addresses and personal details of one test never meet
 * another's (the demo accounts are only read).
 */
export type Shopper = { phone: string; password: string; token: string };

const PASSWORD = 'demo1234';

/** The seeded demo customer (only read). */
export const DEMO_CUSTOMER = { phone: '09120000000', password: PASSWORD } as const;

/** Who the new customer is; a customer by default, a stock holder when `stockHolder` is given. */
export type Person = {
  firstName: string;
  lastName: string;
  stockHolder?: { nationalCode: string; accountId: number };
};

const CUSTOMER: Person = { firstName: 'مریم', lastName: 'آزمون' };

export async function newShopper(
  request: APIRequestContext,
  base: string,
  person: Person = CUSTOMER,
): Promise<Shopper> {
  const phone = `0915${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const answer = await request.post(`${base}/api/shop/users/signup`, {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: phone,
      password: PASSWORD,
      nationalCode: person.stockHolder?.nationalCode ?? null,
      stockHolderAccountId: person.stockHolder?.accountId ?? null,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  // A shop may answer the signup with a token or with anything else (the strict dialect: true); then log in.
  const signedUp = ((await answer.json()) as { value: unknown }).value;
  if (typeof signedUp === 'string') return { phone, password: PASSWORD, token: signedUp };
  const login = await request.post(`${base}/api/shop/users/login`, {
    data: { phoneNumber: phone, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return { phone, password: PASSWORD, token: ((await login.json()) as { value: string }).value };
}

/** The browser holds the session as the login form leaves it: local storage and the auth cookie. */
export async function signIn(
  context: BrowserContext,
  base: string,
  shopper: Shopper,
): Promise<void> {
  await context.addCookies([
    { name: 'auth_token', value: shopper.token, url: base, secure: true, sameSite: 'Strict' },
  ]);
  await context.addInitScript((token) => {
    if (!window.localStorage.getItem('auth_token'))
      window.localStorage.setItem('auth_token', token);
  }, shopper.token);
}

/**
 * Puts in the page's two stores a token naming user 1 with a signature the shop
 * refuses (401). Forge it only once the page's own session calls have answered:
 * one that met it would end the session there, before the step under test.
 */
export async function forgeRefusedToken(page: Page): Promise<void> {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ user_id: 1, sub: '1' })}.bad-signature`;
  await page.evaluate((token) => {
    localStorage.setItem('auth_token', token);
    document.cookie = `auth_token=${token}; Path=/; Secure; SameSite=Strict`;
  }, forged);
}

/** A new customer, signed in in this browser context. */
export async function signInNewShopper(
  context: BrowserContext,
  request: APIRequestContext,
  base: string,
): Promise<Shopper> {
  const shopper = await newShopper(request, base);
  await signIn(context, base, shopper);
  return shopper;
}

/** Calls the shop API as the shopper. */
export async function asShopper(
  request: APIRequestContext,
  base: string,
  shopper: Shopper,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
) {
  const answer = await request.fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${shopper.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { value: unknown };
}

export async function addAddress(
  request: APIRequestContext,
  base: string,
  shopper: Shopper,
): Promise<void> {
  await asShopper(request, base, shopper, 'POST', '/api/shop/users/contact-info', {
    recipient: 'مریم آزمون',
    phoneNumber: shopper.phone,
    provinceId: 8,
    cityId: 301,
    address: 'خیابان انقلاب، کوچه نسترن، پلاک ۹',
    postalCode: '1314567890',
    latitude: 35.7,
    longitude: 51.4,
    isDefault: true,
  });
}

export async function setCartItem(
  request: APIRequestContext,
  base: string,
  shopper: Shopper,
  productId: number,
  unitId: number | string,
  amount: number,
) {
  await asShopper(request, base, shopper, 'POST', '/api/shop/users/cart/set-item', {
    productId,
    unitId,
    amount,
  });
}

/**
 * A new customer with something on every personal page: an address, an order,
 * a pro-forma invoice, a favourite and a notebook in the cart; for the specs that
 * look at every page (their forms, lists and tables), not at one journey.
 */
export async function shopperWithHistory(
  request: APIRequestContext,
  base: string,
): Promise<Shopper & { orderId: number; invoiceId: number }> {
  const shopper = await newShopper(request, base);
  await addAddress(request, base, shopper);
  await setCartItem(request, base, shopper, 101, 4, 1);
  const order = (
    await asShopper(request, base, shopper, 'PATCH', '/api/shop/users/cart/submit', {})
  ).value as { id: number };
  await setCartItem(request, base, shopper, 110, 1, 2);
  const invoice = (await asShopper(request, base, shopper, 'POST', '/api/shop/users/invoices', {}))
    .value as { id: number };
  await asShopper(request, base, shopper, 'POST', '/api/shop/users/favorites', { productId: 118 });
  return { ...shopper, orderId: order.id, invoiceId: invoice.id };
}

/** The notices a personal page shows in place of itself when the session is refused, found in `text`. */
export function sessionNoticesIn(text: string): string[] {
  return [SESSION_MESSAGES.sessionExpired, UNAUTHORIZED_MESSAGE].filter((notice) =>
    text.includes(notice),
  );
}

/** The demo customer (09120000000, only read), signed in through the storefront at `base` in this browser context. */
export async function signInDemoCustomer(
  context: BrowserContext,
  request: APIRequestContext,
  base: string,
): Promise<Shopper> {
  const { phone, password } = DEMO_CUSTOMER;
  const login = await request.post(`${base}/api/shop/users/login`, {
    data: { phoneNumber: phone, password },
  });
  const shopper = { phone, password, token: ((await login.json()) as { value: string }).value };
  await signIn(context, base, shopper);
  return shopper;
}

/** Fills the login form of the page it shows (/Login) and sends it: the phone as typed (the account's by default) and the password. */
export async function logIn(
  page: Page,
  account: { phone: string; password: string } = DEMO_CUSTOMER,
  phoneAsTyped = account.phone,
): Promise<void> {
  await page.getByLabel('شماره موبایل').fill(phoneAsTyped);
  await page.getByLabel('رمز عبور').fill(account.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}
