import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { RawAnswer } from '../../src/shop-api/answer';
import { productPageSchema, productSchema } from '../../src/shop-api/schemas/product';
import { shopDataSchema } from '../../src/shop-api/schemas/shop-data';
import { judge, judgeMedia, WRITE_ANSWER } from './judge';

const JSON_TYPE = 'application/json; charset=utf-8';
const json = (body: unknown, status = 200): RawAnswer => ({
  status,
  contentType: JSON_TYPE,
  body: JSON.stringify(body),
});
const envelope = (value: unknown, flags: Record<string, unknown> = {}) => ({
  isSuccess: true,
  isFailure: false,
  errors: [],
  value,
  ...flags,
});
const product = (fields: Record<string, unknown> = {}) => ({
  id: 101,
  code: 'BK-1001',
  title: 'کتاب',
  price: 1000,
  ...fields,
});

describe('judge: write calls (any successful envelope, docs/decisions/0071)', () => {
  it.each([
    ['true', json(envelope(true))],
    ['null', json(envelope(null))],
    ['an object', json(envelope({ items: [] }))],
    ['an envelope without a value', json({ isSuccess: true })],
    ['an empty 200', { status: 200, contentType: null, body: '' }],
    ['a non-JSON 200', { status: 200, contentType: 'text/plain', body: 'OK' }],
    ['a 204', { status: 204, contentType: null, body: '' }],
  ])('is usable with %s', (_name, raw) => {
    expect(judge(raw, WRITE_ANSWER)).toMatchObject({ usable: true, reason: null, fields: [] });
  });

  it('is not usable when the envelope or the status says it failed', () => {
    const failed = json(
      envelope(null, {
        isSuccess: false,
        isFailure: true,
        isNotFound: true,
        errors: ['محصول یافت نشد.'],
      }),
      404,
    );
    expect(judge(failed, WRITE_ANSWER)).toMatchObject({
      usable: false,
      reason: 'notFound (HTTP 404): محصول یافت نشد.',
    });
    const unsuccessful = json(envelope(null, { isSuccess: false, errors: ['نشد'] }));
    expect(judge(unsuccessful, WRITE_ANSWER).usable).toBe(false);
    expect(
      judge({ status: 500, contentType: 'text/html', body: '<h1>down</h1>' }, WRITE_ANSWER),
    ).toMatchObject({
      usable: false,
      reason: 'server (HTTP 500): Server responded with status: 500',
    });
  });
});

describe('judge: read calls with the storefront schemas', () => {
  it('reads a good answer and gives the value the storefront would use', () => {
    const judged = judge(
      json(envelope({ result: [product()], page: 1, size: 10, totalPages: 1, totalCount: 1 })),
      productPageSchema,
    );
    expect(judged).toMatchObject({ usable: true, reason: null, warnings: [] });
    expect(judged.value?.items[0]).toMatchObject({ code: 'BK-1001', title: 'کتاب' });
  });

  it('names every field it cannot read by its path in the answer', () => {
    const judged = judge(
      json(envelope({ isActive: 'maybe', isMaintenanceMode: false })),
      shopDataSchema,
    );
    expect(judged.usable).toBe(false);
    expect(judged.reason).toMatch(/^malformed \(HTTP 200\): \d+ fields? cannot be read$/);
    expect(judged.fields.map((field) => field.path)).toContain('value.isActive');
  });

  it('names the fields of list items the storefront drops, as a failure when none is left', () => {
    const bad = json(
      envelope({ result: [product({ title: undefined }), { id: 102, price: 'گران' }] }),
    );
    const judged = judge(bad, productPageSchema, { item: productSchema });
    expect(judged.usable).toBe(false);
    expect(judged.fields.map((field) => field.path)).toEqual(
      expect.arrayContaining([
        'value.result',
        'value.result.0.title',
        'value.result.1.code',
        'value.result.1.price',
      ]),
    );
  });

  it('warns, still usable, when only some list items are dropped', () => {
    const partly = json(envelope([product(), product({ id: 102, title: null })]));
    const judged = judge(partly, v.array(v.unknown()), { item: productSchema });
    expect(judged).toMatchObject({
      usable: true,
      warnings: [expect.stringMatching(/^1 of 2 items dropped: value\.1\.title: /)],
    });
  });

  it('says why a body cannot be read at all', () => {
    const broken = { status: 200, contentType: JSON_TYPE, body: '{"isSuccess":true,"value":{' };
    expect(judge(broken, shopDataSchema).reason).toBe(
      'malformed (HTTP 200): the JSON body does not parse',
    );
    expect(judge(json([{ id: 10 }]), shopDataSchema).reason).toBe(
      'malformed (HTTP 200): the JSON body is not a result envelope',
    );
    const page = judge(
      { status: 200, contentType: 'text/html', body: '<html></html>' },
      productPageSchema,
    );
    expect(page.reason).toMatch(
      /without JSON \(text\/html\) reads as no value; 1 field cannot be read$/,
    );
    expect(page.fields).toEqual([{ path: 'value', message: expect.stringContaining('null') }]);
  });
});

describe('judgeMedia', () => {
  it('takes any OK answer that is not JSON as a file', () => {
    expect(judgeMedia({ status: 200, contentType: 'image/webp', body: 'RIFF' }).usable).toBe(true);
    expect(judgeMedia(json(envelope(null)))).toMatchObject({
      usable: false,
      reason: 'media: a JSON answer instead of a file',
    });
    expect(judgeMedia({ status: 404, contentType: 'text/plain', body: '' })).toMatchObject({
      usable: false,
      reason: 'media: HTTP 404',
    });
  });
});
