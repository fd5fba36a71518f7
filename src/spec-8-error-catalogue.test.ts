import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CART_FAILURE_MESSAGES } from './features/cart/messages';
import { errorDocument } from './features/errors/error-document';
import { readAnswer, rejectionFailure } from './shop-api/answer';
import { createShopApi } from './shop-api/client';
import { createHandlerTransport } from './shop-api/transports/handler-transport';

/**
 * SPEC §8's error catalogue, pinned as literal text: every string below is
 * copied from the specification (docs/spec.md §8), never imported from our
 * own constants, so that a changed constant fails here.
 */
describe('SPEC §8: the error catalogue as text', () => {
  it('HTTP 409 without a message: alreadyExist with «این کاربر قبلاً ثبت نام کرده است.»', () => {
    const answer = {
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ isSuccess: false, isAlreadyExist: true }),
    };
    expect(readAnswer(answer, v.number())).toMatchObject({
      ok: false,
      kind: 'alreadyExist',
      message: 'این کاربر قبلاً ثبت نام کرده است.',
    });
  });

  it('network failure (a timeout too): «خطا در برقراری ارتباط با سرور»', () => {
    expect(rejectionFailure(new TypeError('fetch failed'))).toMatchObject({
      kind: 'network',
      message: 'خطا در برقراری ارتباط با سرور',
    });
    const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    expect(rejectionFailure(timeout)).toMatchObject({ message: 'خطا در برقراری ارتباط با سرور' });
  });

  it('media failure: «خطا در دریافت فایل رسانه»', async () => {
    const api = createShopApi({
      transport: createHandlerTransport(async () => new Response('gone', { status: 404 })),
    });
    expect(await api.getMedia('7')).toMatchObject({
      ok: false,
      kind: 'media',
      message: 'خطا در دریافت فایل رسانه',
    });
  });

  it('the cart toasts, one per action', () => {
    expect(CART_FAILURE_MESSAGES).toEqual({
      add: 'خطا در افزودن محصول به سبد خرید',
      decrease: 'خطا در کاهش محصول از سبد خرید',
      remove: 'خطا در حذف محصول از سبد خرید',
      update: 'خطا در بروزرسانی سبد خرید',
      clear: 'خطا در خالی کردن سبد خرید',
    });
  });

  it("404: 'Page Not Found: {path}'; other errors 'Internal Server Error'", () => {
    expect(errorDocument(404, '/no-such-page')).toContain('Page Not Found: /no-such-page');
    expect(errorDocument(500, '/')).toContain('Internal Server Error');
  });
});
