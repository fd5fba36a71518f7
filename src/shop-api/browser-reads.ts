import { readStoredToken } from '@/lib/browser/stored-token';
import { CART_READ_PATH, FAVOURITES_READ_PATH } from '@/lib/routing/own-endpoints';
import { announceUnauthorized } from './browser-session';
import { MALFORMED_ANSWER_MESSAGE, NETWORK_ERROR_MESSAGE, statusMessage } from './messages';
import { failure, type ApiFailure, type ApiResult } from './result';
import type { PageQuery } from './endpoints/context';
import type { Cart } from './schemas/cart';
import type { Paged } from './schemas/paged';
import type { Product } from './schemas/product';
import type { SourcePage } from './transport';

/**
 * The cart's and the favourites' reads in the browser, made by the server
 * (src/server/upstream/shopper-reads.ts, docs/decisions/0101) so that a page
 * that only shows them loads no API client. As the client's calls do: the
 * stored token, the cart page's source-page header, a 401 ends the session
 * (browser-session.ts), and a call that gets no answer (offline, the server
 * gone) is the network failure of SPEC §8. What the server answers is its
 * own result, already checked by the shop API's schemas there: only its form
 * is checked here.
 */
export function readCart(sourcePage?: SourcePage): Promise<ApiResult<Cart>> {
  return read<Cart>(CART_READ_PATH, sourcePage);
}

export function readFavourites(query: PageQuery = {}): Promise<ApiResult<Paged<Product>>> {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.size !== undefined) params.set('size', String(query.size));
  const search = params.toString();
  return read<Paged<Product>>(`${FAVOURITES_READ_PATH}${search ? `?${search}` : ''}`, undefined);
}

async function read<T>(path: string, sourcePage: SourcePage | undefined): Promise<ApiResult<T>> {
  const token = readStoredToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (sourcePage) headers['x-source-page'] = sourcePage;
  let answer: Response;
  let body: unknown;
  try {
    answer = await fetch(path, { headers, cache: 'no-store' });
    body = await answer.json().catch(() => undefined);
  } catch (error) {
    return failure('network', NETWORK_ERROR_MESSAGE, { detail: String(error) });
  }
  const result = resultOf<T>(body) ?? unreadable(answer.status);
  if (!result.ok && result.status === 401) announceUnauthorized(sourcePage);
  return result;
}

/** The server's result, when the body is one: a success with its value, or a failure with its message. */
function resultOf<T>(body: unknown): ApiResult<T> | null {
  if (typeof body !== 'object' || body === null) return null;
  const { ok, value, kind, message, status } = body as Record<string, unknown>;
  if (ok === true && value !== undefined) return { ok, value: value as T };
  if (ok !== false || typeof kind !== 'string' || typeof message !== 'string') return null;
  return {
    ok,
    kind: kind as ApiFailure['kind'],
    message,
    ...(typeof status === 'number' ? { status } : {}),
  };
}

/** An answer that is no result (a proxy's error page, a cut body). */
function unreadable<T>(status: number): ApiResult<T> {
  return status >= 200 && status < 300
    ? failure('malformed', MALFORMED_ANSWER_MESSAGE, { status })
    : failure('server', statusMessage(status), { status });
}
