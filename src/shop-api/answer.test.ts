import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { successEnvelope } from '@/fixture-shop/envelope';
import { readAnswer, rejectionFailure, type RawAnswer } from './answer';
import {
  ALREADY_EXIST_MESSAGE,
  MALFORMED_ANSWER_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNAUTHORIZED_MESSAGE,
} from './messages';
import { ignoredValue, readableOrNull } from './schemas/tolerant';

const JSON_TYPE = 'application/json; charset=utf-8';
const numberValue = v.number();

function json(status: number, body: unknown): RawAnswer {
  return { status, contentType: JSON_TYPE, body: JSON.stringify(body) };
}

/** The fixture shop's successful envelope around `value`, with `flags` changed. */
function envelope(value: unknown, flags: Record<string, unknown> = {}) {
  return { ...successEnvelope(value), ...flags };
}

describe('readAnswer: failed answers', () => {
  it('409 is alreadyExist with the first message of the body', () => {
    expect(
      readAnswer(
        json(409, {
          isSuccess: false,
          isAlreadyExist: true,
          errors: ['این شماره قبلاً ثبت شده است.'],
        }),
        numberValue,
      ),
    ).toEqual({
      ok: false,
      kind: 'alreadyExist',
      message: 'این شماره قبلاً ثبت شده است.',
      status: 409,
    });
    expect(readAnswer(json(409, { errors: [{ message: 'تکراری' }] }), numberValue)).toMatchObject({
      message: 'تکراری',
    });
    expect(readAnswer(json(409, { message: 'duplicate' }), numberValue)).toMatchObject({
      message: 'duplicate',
    });
  });

  it("409 without a message in the body gives SPEC §8's default sentence", () => {
    const bodies: RawAnswer[] = [
      json(409, { isSuccess: false, errors: [] }),
      json(409, { errors: ['  '], message: null }),
      { status: 409, contentType: 'text/html', body: '<h1>Conflict</h1>' },
      { status: 409, contentType: JSON_TYPE, body: '{broken' },
      { status: 409, contentType: null, body: '' },
    ];
    for (const body of bodies) {
      expect(readAnswer(body, numberValue)).toEqual({
        ok: false,
        kind: 'alreadyExist',
        message: ALREADY_EXIST_MESSAGE,
        status: 409,
      });
    }
    expect(ALREADY_EXIST_MESSAGE).toBe('این کاربر قبلاً ثبت نام کرده است.');
  });

  it('401 is unauthorized', () => {
    const result = readAnswer({ status: 401, contentType: null, body: '' }, numberValue);
    expect(result).toEqual({
      ok: false,
      kind: 'unauthorized',
      message: UNAUTHORIZED_MESSAGE,
      status: 401,
    });
  });

  it.each([
    [400, 'a non-OK answer'],
    [200, 'an OK answer (an unsuccessful envelope is a failure like a non-OK answer)'],
  ])('an unsuccessful envelope in %i, %s, fails with the first string of errors', (status) => {
    const body = envelope(null, {
      isSuccess: false,
      isFailure: true,
      isInvalidInput: true,
      errors: ['اول', 'دوم'],
    });
    expect(readAnswer(json(status, body), numberValue)).toEqual({
      ok: false,
      kind: 'invalidInput',
      message: 'اول',
      status,
    });
  });

  it('non-OK JSON uses the message of the first error object', () => {
    const body = { isSuccess: false, errors: [{ message: 'یافت نشد', type: 3 }] };
    expect(readAnswer(json(404, body), numberValue)).toMatchObject({
      kind: 'notFound',
      message: 'یافت نشد',
    });
  });

  it('non-OK JSON without errors uses message', () => {
    expect(readAnswer(json(500, { message: 'boom' }), numberValue)).toMatchObject({
      kind: 'server',
      message: 'boom',
      status: 500,
    });
  });

  it('non-OK JSON with neither falls back to the status message', () => {
    expect(readAnswer(json(503, { isSuccess: false, errors: [] }), numberValue)).toMatchObject({
      kind: 'server',
      message: 'Server responded with status: 503',
    });
  });

  it('reads an ASP.NET validation map of errors', () => {
    const body = {
      title: 'One or more validation errors occurred.',
      errors: { Phone: ['شماره نامعتبر است'] },
    };
    expect(readAnswer(json(400, body), numberValue)).toMatchObject({
      kind: 'invalidInput',
      message: 'شماره نامعتبر است',
    });
  });

  it('takes the kind from the envelope flags before the status', () => {
    const body = { isSuccess: false, isNotFound: true, errors: ['نیست'] };
    expect(readAnswer(json(500, body), numberValue)).toMatchObject({ kind: 'notFound' });
  });

  it('non-OK non-JSON gives the status message (notFound for 404)', () => {
    const html = { contentType: 'text/html', body: '<h1>Bad gateway</h1>' };
    expect(readAnswer({ status: 502, ...html }, numberValue)).toEqual({
      ok: false,
      kind: 'server',
      message: 'Server responded with status: 502',
      status: 502,
    });
    expect(readAnswer({ status: 404, ...html }, numberValue)).toMatchObject({
      kind: 'notFound',
      message: 'Server responded with status: 404',
    });
  });

  it('non-OK with a broken JSON body is read as non-JSON', () => {
    const answer = { status: 500, contentType: JSON_TYPE, body: '{"errors": [' };
    expect(readAnswer(answer, numberValue)).toMatchObject({
      kind: 'server',
      message: 'Server responded with status: 500',
    });
  });
});

describe('readAnswer: OK answers', () => {
  it('OK non-JSON is a success with null', () => {
    const answer = { status: 200, contentType: 'text/plain', body: 'done' };
    expect(readAnswer(answer, ignoredValue)).toEqual({ ok: true, value: null });
  });

  it('OK with an empty body is a success with null, even typed as JSON', () => {
    expect(readAnswer({ status: 204, contentType: null, body: '' }, ignoredValue)).toEqual({
      ok: true,
      value: null,
    });
    expect(readAnswer({ status: 200, contentType: JSON_TYPE, body: '  ' }, v.null())).toEqual({
      ok: true,
      value: null,
    });
  });

  it('OK non-JSON where the call needs a value is malformed, not a lie', () => {
    const result = readAnswer(
      { status: 200, contentType: 'text/html', body: '<html>' },
      numberValue,
    );
    expect(result).toMatchObject({
      ok: false,
      kind: 'malformed',
      message: MALFORMED_ANSWER_MESSAGE,
    });
  });

  it('OK JSON that does not parse is malformed', () => {
    const result = readAnswer(
      { status: 200, contentType: JSON_TYPE, body: '{"value": ' },
      numberValue,
    );
    expect(result).toMatchObject({
      ok: false,
      kind: 'malformed',
      message: MALFORMED_ANSWER_MESSAGE,
      status: 200,
    });
  });

  it('isFailure alone marks an envelope unsuccessful', () => {
    expect(readAnswer(json(200, { isFailure: true, value: 1 }), numberValue)).toMatchObject({
      ok: false,
      kind: 'server',
    });
  });

  it('a successful envelope gives the value through its schema', () => {
    const schema = v.pipe(
      v.number(),
      v.transform((n) => n * 2),
    );
    expect(readAnswer(json(200, envelope(21)), schema)).toEqual({ ok: true, value: 42 });
  });

  it('tolerates missing flags', () => {
    expect(readAnswer(json(200, { value: 7 }), numberValue)).toEqual({ ok: true, value: 7 });
    expect(readAnswer(json(200, { isSuccess: true }), ignoredValue)).toEqual({
      ok: true,
      value: null,
    });
  });

  it('a value of the wrong shape is malformed and says where', () => {
    const result = readAnswer(json(200, envelope({ n: 'x' })), v.object({ n: v.number() }));
    expect(result).toMatchObject({
      ok: false,
      kind: 'malformed',
      message: MALFORMED_ANSWER_MESSAGE,
    });
    expect(!result.ok && result.detail).toContain('n');
  });

  it('JSON that is not an envelope is malformed', () => {
    expect(readAnswer(json(200, [1, 2, 3]), v.array(v.number()))).toMatchObject({
      kind: 'malformed',
    });
    expect(readAnswer(json(200, { id: 1 }), v.unknown())).toMatchObject({ kind: 'malformed' });
  });

  it('flags of the wrong type make the envelope malformed', () => {
    expect(readAnswer(json(200, { isSuccess: 'perhaps', value: 1 }), numberValue)).toMatchObject({
      kind: 'malformed',
    });
  });
});

describe('readAnswer: write calls', () => {
  // Write calls need nothing from a successful answer (SPEC §4: what changed is read again).
  const successes: Array<[string, RawAnswer]> = [
    ['an envelope with true', json(200, envelope(true))],
    ['an envelope with null', json(200, envelope(null))],
    ['an envelope with an object', json(200, envelope({ items: [], id: 7 }))],
    ['a bare true', json(200, true)],
    ['a bare object', json(200, { id: 1, cart: [] })],
    ['an empty 200', { status: 200, contentType: null, body: '' }],
    ['an empty 200 typed as JSON', { status: 200, contentType: JSON_TYPE, body: '' }],
    ['a 204', { status: 204, contentType: null, body: '' }],
    ['a non-JSON 200', { status: 200, contentType: 'text/plain', body: 'OK' }],
    ['broken JSON', { status: 200, contentType: JSON_TYPE, body: '{"isSuccess": tru' }],
    ['flags of odd types', json(200, { isSuccess: 'perhaps', value: 1 })],
  ];

  for (const [what, answer] of successes) {
    it(`${what} is a success`, () => {
      expect(readAnswer(answer, ignoredValue, 'write')).toEqual({ ok: true, value: null });
    });
  }

  it('the same answers, read as read calls, are malformed where they carry no envelope', () => {
    expect(readAnswer(json(200, true), ignoredValue)).toMatchObject({
      ok: false,
      kind: 'malformed',
    });
    expect(
      readAnswer({ status: 200, contentType: JSON_TYPE, body: '{"isSuccess": tru' }, ignoredValue),
    ).toMatchObject({
      ok: false,
      kind: 'malformed',
    });
  });

  it('a failed envelope or a failed status is still a failure', () => {
    const body = envelope(null, { isSuccess: false, isFailure: true, errors: ['ناموفق'] });
    expect(readAnswer(json(200, body), ignoredValue, 'write')).toMatchObject({
      ok: false,
      message: 'ناموفق',
    });
    expect(readAnswer(json(500, true), ignoredValue, 'write')).toMatchObject({
      ok: false,
      kind: 'server',
    });
    expect(
      readAnswer({ status: 401, contentType: null, body: '' }, ignoredValue, 'write'),
    ).toMatchObject({ kind: 'unauthorized' });
  });

  it('a write answer that describes what was written is offered to the caller, else null', () => {
    const order = v.object({ id: v.number() });
    expect(readAnswer(json(200, envelope({ id: 3 })), readableOrNull(order), 'write')).toEqual({
      ok: true,
      value: { id: 3 },
    });
    expect(readAnswer(json(200, envelope(true)), readableOrNull(order), 'write')).toEqual({
      ok: true,
      value: null,
    });
    expect(readAnswer(json(200, true), readableOrNull(order), 'write')).toEqual({
      ok: true,
      value: null,
    });
  });
});

describe('rejectionFailure', () => {
  it('a network rejection is network with the SPEC message', () => {
    const error = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(rejectionFailure(error)).toMatchObject({
      ok: false,
      kind: 'network',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(NETWORK_ERROR_MESSAGE).toBe('خطا در برقراری ارتباط با سرور');
  });

  it('a timeout is timeout with the network message', () => {
    const error = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(rejectionFailure(error)).toMatchObject({
      kind: 'timeout',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('an undici headers timeout wrapped by fetch is a timeout', () => {
    const cause = Object.assign(new Error('Headers Timeout Error'), {
      code: 'UND_ERR_HEADERS_TIMEOUT',
    });
    expect(rejectionFailure(new TypeError('fetch failed', { cause }))).toMatchObject({
      kind: 'timeout',
    });
  });
});
