import * as v from 'valibot';
import { createShopApi } from '../../src/shop-api/client';
import type { ApiResult } from '../../src/shop-api/result';
import { shopDataSchema, type ShopData } from '../../src/shop-api/schemas/shop-data';
import { httpRequestParts, type Transport } from '../../src/shop-api/transport';
import { readBounded } from './http';

/** The shop API client over Node's fetch, with a time limit per call and a bound on each answer (CLI_BODY_MAX_BYTES). */
export function cliShopApi(baseUrl: string, timeoutMs: number) {
  const transport: Transport = async (req) => {
    const { url, method, headers, body } = httpRequestParts(req, baseUrl);
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const bytes = await readBounded(response);
    return new Response(bytes, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  return createShopApi({ transport });
}

/** A fresh get-data from an API base (a storefront's same-origin proxy works too). */
export function fetchShopData(baseUrl: string, timeoutMs: number): Promise<ApiResult<ShopData>> {
  return cliShopApi(baseUrl, timeoutMs).getShopData();
}

/**
 * Shop data from a saved document: the API's envelope `{isSuccess, value}` or
 * the bare value. Throws with a one-line reason when it is neither.
 */
export function parseShopDataDocument(document: unknown): ShopData {
  let value = document;
  if (document && typeof document === 'object' && 'isSuccess' in document && 'value' in document) {
    const envelope = document as { isSuccess: unknown; value: unknown; errors?: unknown };
    if (envelope.isSuccess !== true) throw new Error('the envelope says isSuccess is not true');
    value = envelope.value;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('not shop data: expected an object');
  const parsed = v.safeParse(shopDataSchema, value);
  if (!parsed.success) throw new Error(`not shop data: ${parsed.issues[0].message}`);
  return parsed.output;
}
