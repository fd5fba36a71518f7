import type { ApiFailure } from '@/shop-api/result';

/**
 * What a page's loader answers (docs/decisions/0014): one of five kinds, which
 * the one mapper (features/errors/page-answer.tsx) turns into the status,
 * redirect or view. Loaders decide what happened; only the mapper decides
 * what the shopper and the caches are told.
 */
export type PageResult<T> =
  | { kind: 'ok'; value: T }
  /** The page lives at another address: `location` is where (path and query). */
  | { kind: 'moved'; location: string }
  /** Nothing is at this address: the not-found page with 404. */
  | { kind: 'missing' }
  /**
   * The session is gone: the expired-session notice, whose login brings the
   * shopper back to `returnTo`.
   */
  | { kind: 'unauthorised'; returnTo: string }
  /**
   * The shop did not give the page's data: `message` is its Persian text.
   * `status` when the page answers other than 200 for it; `partial`, what the
   * page still shows around its own failure text (a listing's filters).
   */
  | { kind: 'failed'; message: string; status?: 502 | 504; partial?: T };

export function pageOk<T>(value: T): PageResult<T> {
  return { kind: 'ok', value };
}

/**
 * A failed shop call of a signed-in page: a 401 is the expired session,
 * anything else the failure banner.
 */
export function signedInFailure(failure: ApiFailure, returnTo: string): PageResult<never> {
  return failure.kind === 'unauthorized'
    ? { kind: 'unauthorised', returnTo }
    : { kind: 'failed', message: failure.message };
}
