import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { ShopApp, ShopContext } from '../context';
import { ShopError, success } from '../envelope';
import { id, mobile, optionalNationalCode, password, requiredText } from '../fields';
import { MESSAGES } from '../messages';
import { toAsciiDigits } from '../normalise';
import { hashPassword, verifyPassword } from '../passwords';
import { readBody } from '../request';
import { nextId } from '../state';
import { isStockHolderLeaf } from '../stock-holders';
import { resetToken, sessionToken, verifyToken } from '../tokens';

/** The one-time code of every password recovery in the fixture shop. */
export const RECOVERY_CODE = '123456';
const CODE_SECONDS = 120;
const RESEND_SECONDS = 60;
const RESET_WINDOW_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

const LoginBody = v.object({
  phoneNumber: mobile,
  password: v.string(MESSAGES.wrongCredentials),
});

const SignupBody = v.object({
  firstName: requiredText(MESSAGES.firstNameRequired, 50),
  lastName: requiredText(MESSAGES.lastNameRequired, 50),
  phoneNumber: mobile,
  password,
  nationalCode: optionalNationalCode,
  stockHolderAccountId: v.optional(v.nullable(id(MESSAGES.invalidStockHolderAccount))),
});

const SendCodeBody = v.object({ phoneNumber: mobile });
const VerifyCodeBody = v.object({
  phoneNumber: mobile,
  code: v.pipe(
    v.string(MESSAGES.wrongCode),
    v.transform((code) => toAsciiDigits(code.trim())),
  ),
});
const ResetBody = v.object({
  phoneNumber: mobile,
  resetToken: v.string(MESSAGES.invalidResetToken),
  password,
});

/** Login, signup and password recovery: the `/users` calls that need no token. */
export function authRoutes(app: ShopApp, ctx: ShopContext): void {
  app.post('/api/shop/users/login', async (c) => {
    const body = await readBody(c, LoginBody);
    const user = ctx.state().users.find((candidate) => candidate.phoneNumber === body.phoneNumber);
    if (!user || !verifyPassword(body.password, user.passwordHash)) {
      throw new ShopError('invalidInput', MESSAGES.wrongCredentials);
    }
    return success(sessionToken(user.id, ctx.secret, ctx.now()));
  });

  app.post('/api/shop/users/signup', async (c) => {
    const body = await readBody(c, SignupBody);
    const state = ctx.state();
    const stockHolderAccountId = body.stockHolderAccountId ?? null;
    if (stockHolderAccountId !== null) {
      if (!isStockHolderLeaf(ctx.seed()['stock-holders'], stockHolderAccountId)) {
        throw new ShopError('invalidInput', MESSAGES.invalidStockHolderAccount);
      }
      if (!body.nationalCode) throw new ShopError('invalidInput', MESSAGES.nationalCodeRequired);
    }
    if (state.users.some((user) => user.phoneNumber === body.phoneNumber)) {
      throw new ShopError('alreadyExist', MESSAGES.alreadyRegistered);
    }
    const user = {
      id: nextId(state.users),
      phoneNumber: body.phoneNumber,
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash: hashPassword(body.password),
      nationalCode: body.nationalCode ?? null,
      stockHolderAccountId,
      favouriteProductIds: [],
    };
    state.users.push(user);
    return success(ctx.dialect().written(sessionToken(user.id, ctx.secret, ctx.now())));
  });

  // Answers the same for unknown numbers, so registered numbers cannot be probed.
  app.post('/api/shop/users/password/send-code', async (c) => {
    const { phoneNumber } = await readBody(c, SendCodeBody);
    const state = ctx.state();
    const user = state.users.find((candidate) => candidate.phoneNumber === phoneNumber);
    if (user) {
      const expiresAt = ctx.now().getTime() + CODE_SECONDS * 1000;
      state.recoveries.set(phoneNumber, { userId: user.id, expiresAt, attempts: 0, resetId: null });
    }
    return success({
      codeLength: RECOVERY_CODE.length,
      expiresInSeconds: CODE_SECONDS,
      resendAfterSeconds: RESEND_SECONDS,
    });
  });

  app.post('/api/shop/users/password/verify-code', async (c) => {
    const { phoneNumber, code } = await readBody(c, VerifyCodeBody);
    const recoveries = ctx.state().recoveries;
    const recovery = recoveries.get(phoneNumber);
    const now = ctx.now();
    if (!recovery || recovery.expiresAt <= now.getTime())
      throw new ShopError('invalidInput', MESSAGES.wrongCode);
    recovery.attempts += 1;
    if (recovery.attempts > MAX_CODE_ATTEMPTS) {
      recoveries.delete(phoneNumber);
      throw new ShopError('invalidInput', MESSAGES.wrongCode);
    }
    if (code !== RECOVERY_CODE) throw new ShopError('invalidInput', MESSAGES.wrongCode);
    recovery.resetId = randomUUID();
    recovery.expiresAt = now.getTime() + RESET_WINDOW_MS;
    return success(resetToken(recovery.userId, recovery.resetId, ctx.secret, now));
  });

  app.post('/api/shop/users/password/reset', async (c) => {
    const body = await readBody(c, ResetBody);
    const state = ctx.state();
    const now = ctx.now();
    const claims = verifyToken(body.resetToken, ctx.secret, now);
    const recovery = state.recoveries.get(body.phoneNumber);
    const user = state.users.find((candidate) => candidate.id === recovery?.userId);
    const valid =
      claims?.purpose === 'password-reset' &&
      recovery !== undefined &&
      recovery.resetId === claims.jti &&
      recovery.userId === claims.user_id &&
      recovery.expiresAt > now.getTime();
    if (!valid || !user) throw new ShopError('invalidInput', MESSAGES.invalidResetToken);
    user.passwordHash = hashPassword(body.password);
    state.recoveries.delete(body.phoneNumber);
    return success(ctx.dialect().written(null));
  });
}
