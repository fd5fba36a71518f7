import { describe, expect, it } from 'vitest';
import {
  DEMO,
  STOCK_HOLDER,
  fixtureShopForFile,
  startFixtureShop,
} from '@test-support/servers/fixture-shop';

const { call, login } = await fixtureShopForFile();

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

const newUser = {
  firstName: 'مهسا',
  lastName: 'کریمی',
  phoneNumber: '۰۹۳۵۱۲۳۴۵۶۷',
  password: 'secret99',
  nationalCode: null,
  stockHolderAccountId: null,
};

describe('login', () => {
  it('answers a signed JWT naming the demo user for seven days', async () => {
    const answer = await call('POST', '/api/shop/users/login', { body: DEMO });
    expect(answer.status).toBe(200);
    expect(answer.json?.isSuccess).toBe(true);
    const token: string = answer.json?.value;
    expect(token.split('.')).toHaveLength(3);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ user_id: 1, sub: '1' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(7 * 24 * 60 * 60);
  });

  it('accepts +98 and Persian digits in the phone number', async () => {
    const answer = await call('POST', '/api/shop/users/login', {
      body: { phoneNumber: '+98۹۱۲۰۰۰۰۰۰۰', password: DEMO.password },
    });
    expect(answer.status).toBe(200);
  });

  it('rejects a wrong password with 400 and the Persian message', async () => {
    const answer = await call('POST', '/api/shop/users/login', {
      body: { ...DEMO, password: 'wrong-one' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      isSuccess: false,
      isFailure: true,
      isInvalidInput: true,
      errors: ['شماره موبایل یا رمز عبور اشتباه است.'],
      value: null,
      statusCode: 400,
    });
  });

  it.each([
    ['broken JSON', '{"phoneNumber":'],
    ['an empty body', ''],
    ['a JSON array', '[]'],
  ])('answers 400 for %s', async (_case, raw) => {
    const answer = await call('POST', '/api/shop/users/login', { raw });
    expect(answer.status).toBe(400);
    expect(answer.json?.isInvalidInput).toBe(true);
  });
});

describe('signup', () => {
  it('registers a new user and answers a token that opens the profile', async () => {
    const answer = await call('POST', '/api/shop/users/signup', { body: newUser });
    expect(answer.status).toBe(200);
    const token: string = answer.json?.value;
    const userId = claimsOf(token).user_id;
    const profile = await call('GET', `/api/shop/users/profiles/${userId}`, { token });
    expect(profile.json?.value).toMatchObject({
      firstName: 'مهسا',
      phoneNumber: '09351234567',
      isStockHolder: false,
    });
  });

  it('answers 409 for a known phone number', async () => {
    const answer = await call('POST', '/api/shop/users/signup', {
      body: { ...newUser, phoneNumber: DEMO.phoneNumber },
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({
      isAlreadyExist: true,
      errors: ['این کاربر قبلاً ثبت نام کرده است.'],
    });
  });

  it('makes a stock holder from a leaf of the tree with a valid national code', async () => {
    const answer = await call('POST', '/api/shop/users/signup', {
      body: { ...newUser, nationalCode: '0079482155', stockHolderAccountId: 521 },
    });
    expect(answer.status).toBe(200);
    const token: string = answer.json?.value;
    const profile = await call('GET', '/api/shop/users', { token });
    expect(profile.json?.value.result[0]).toMatchObject({
      isStockHolder: true,
      stockHolderAccountId: 521,
      stockHolderAccountName: 'شرکت‌های سرمایه‌گذاری',
    });
  });

  it.each([
    ['a branch instead of a leaf', { nationalCode: '0079482155', stockHolderAccountId: 520 }],
    ['no national code', { stockHolderAccountId: 521 }],
    ['a bad check digit', { nationalCode: '0079482150', stockHolderAccountId: 521 }],
    ['a short password', { password: '123' }],
    ['a bad mobile number', { phoneNumber: '0912' }],
  ])('rejects %s with 400', async (_case, change) => {
    const answer = await call('POST', '/api/shop/users/signup', {
      body: { ...newUser, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.json?.isInvalidInput).toBe(true);
    expect(answer.json?.errors[0]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('signed-in calls', () => {
  it.each([
    ['GET', '/api/shop/users/cart'],
    ['GET', '/api/shop/users/favorites'],
    ['GET', '/api/shop/users/orders'],
    ['GET', '/api/shop/users'],
    ['PATCH', '/api/shop/users'],
    ['GET', '/api/shop/users/profiles/1'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const answer = await call(method, path);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ isUnauthorized: true, isSuccess: false, statusCode: 401 });
  });

  it('answers 401 for a tampered token', async () => {
    const token = await login();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ user_id: 2, sub: '2', iat: 1, exp: 4102444800 }),
    ).toString('base64url');
    const answer = await call('GET', '/api/shop/users/cart', {
      token: `${header}.${forged}.${signature}`,
    });
    expect(answer.status).toBe(401);
  });

  it('answers an expired token with 401', async () => {
    const past = await startFixtureShop({ now: () => new Date('2020-01-01T00:00:00Z') });
    const token = await past.login();
    await past.close();
    expect((await call('GET', '/api/shop/users/cart', { token })).status).toBe(401);
  });

  it('shows a user only their own profile', async () => {
    const token = await login();
    expect((await call('GET', '/api/shop/users/1', { token })).status).toBe(200);
    expect((await call('GET', '/api/shop/users/profiles/2', { token })).status).toBe(404);
  });

  it('updates the profile with PATCH', async () => {
    const token = await login();
    const answer = await call('PATCH', '/api/shop/users', {
      token,
      body: { firstName: 'سارا', lastName: 'محمدی‌نژاد', nationalCode: '۰۰۷۹۴۸۲۱۵۵' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json?.value).toMatchObject({
      lastName: 'محمدی‌نژاد',
      nationalCode: '0079482155',
    });
  });

  it('keeps the national code of a stock holder', async () => {
    const token = await login(STOCK_HOLDER);
    const answer = await call('PATCH', '/api/shop/users', {
      token,
      body: { firstName: 'علی', lastName: 'رضایی', nationalCode: null },
    });
    expect(answer.status).toBe(400);
  });
});

describe('password recovery', () => {
  const recover = (step: string, body: unknown) =>
    call('POST', `/api/shop/users/password/${step}`, { body });

  it('goes from code to reset token to a new password', async () => {
    const sent = await recover('send-code', { phoneNumber: DEMO.phoneNumber });
    expect(sent.json?.value).toEqual({
      codeLength: 6,
      expiresInSeconds: 120,
      resendAfterSeconds: 60,
    });
    expect(
      (await recover('verify-code', { phoneNumber: DEMO.phoneNumber, code: '654321' })).status,
    ).toBe(400);
    const verified = await recover('verify-code', {
      phoneNumber: DEMO.phoneNumber,
      code: '۱۲۳۴۵۶',
    });
    expect(verified.status).toBe(200);
    const resetToken: string = verified.json?.value;
    const reset = await recover('reset', {
      phoneNumber: DEMO.phoneNumber,
      resetToken,
      password: 'newpass1',
    });
    expect(reset.status).toBe(200);
    expect(reset.json?.value).toBeNull();
    expect((await call('POST', '/api/shop/users/login', { body: DEMO })).status).toBe(400);
    await login({ phoneNumber: DEMO.phoneNumber, password: 'newpass1' });
    const again = await recover('reset', {
      phoneNumber: DEMO.phoneNumber,
      resetToken,
      password: 'other123',
    });
    expect(again.status).toBe(400);
  });

  it('answers send-code for an unknown number the same way, but no code works for it', async () => {
    const sent = await recover('send-code', { phoneNumber: '09190000000' });
    expect(sent.status).toBe(200);
    const verified = await recover('verify-code', { phoneNumber: '09190000000', code: '123456' });
    expect(verified.status).toBe(400);
  });

  it('does not accept a reset token as a session', async () => {
    await recover('send-code', { phoneNumber: DEMO.phoneNumber });
    const verified = await recover('verify-code', {
      phoneNumber: DEMO.phoneNumber,
      code: '123456',
    });
    expect(
      (await call('GET', '/api/shop/users/cart', { token: verified.json?.value })).status,
    ).toBe(401);
  });
});
