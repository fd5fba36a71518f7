import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/**
 * A new customer of the fixture shop for one test, so that carts, orders,
 * favourites and invoices of one test never meet another's.
 */
export type Shopper = { phone: string; password: string; token: string };

const PASSWORD = 'demo1234';

export async function newShopper(request: APIRequestContext, base: string): Promise<Shopper> {
  const phone = `0915${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const answer = await request.post(`${base}/api/shop/users/signup`, {
    data: { firstName: 'مریم', lastName: 'آزمون', phoneNumber: phone, password: PASSWORD, nationalCode: null, stockHolderAccountId: null },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  // A shop may answer the signup with a token or with anything else (the strict dialect: true); then log in.
  const signedUp = ((await answer.json()) as { value: unknown }).value;
  if (typeof signedUp === 'string') return { phone, password: PASSWORD, token: signedUp };
  const login = await request.post(`${base}/api/shop/users/login`, { data: { phoneNumber: phone, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return { phone, password: PASSWORD, token: ((await login.json()) as { value: string }).value };
}

/** The browser holds the session as the login form leaves it: local storage and the auth cookie. */
export async function signIn(context: BrowserContext, base: string, shopper: Shopper): Promise<void> {
  await context.addCookies([{ name: 'auth_token', value: shopper.token, url: base, secure: true, sameSite: 'Strict' }]);
  await context.addInitScript((token) => {
    if (!window.localStorage.getItem('auth_token')) window.localStorage.setItem('auth_token', token);
  }, shopper.token);
}

/** A new customer, signed in in this browser context. */
export async function signInNewShopper(context: BrowserContext, request: APIRequestContext, base: string): Promise<Shopper> {
  const shopper = await newShopper(request, base);
  await signIn(context, base, shopper);
  return shopper;
}

/** Calls the shop API as the shopper. */
export async function asShopper(
  request: APIRequestContext,
  base: string,
  shopper: Shopper,
  method: 'GET' | 'POST',
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

export async function addAddress(request: APIRequestContext, base: string, shopper: Shopper): Promise<void> {
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
  await asShopper(request, base, shopper, 'POST', '/api/shop/users/cart/set-item', { productId, unitId, amount });
}
