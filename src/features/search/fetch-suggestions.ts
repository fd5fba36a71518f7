import { SUGGEST_ENDPOINT } from '@/lib/routing/own-endpoints';
import type { SuggestionFailure, Suggestions } from '@/lib/search-suggestions';
import { SEARCH_MESSAGES } from './messages';

export type SuggestionOutcome = { ok: true; value: Suggestions } | { ok: false; message: string };

function isSuggestions(body: unknown): body is Suggestions {
  const value = body as Partial<Suggestions> | null;
  return (
    Array.isArray(value?.products) && Array.isArray(value.categories) && Array.isArray(value.browse)
  );
}

/**
 * The storefront's suggestions for a query (docs/decisions/0035). A failure is
 * an outcome with a Persian message (the endpoint's own, or a general one);
 * the promise rejects only when `signal` aborts it.
 */
export async function fetchSuggestions(
  query: string,
  signal: AbortSignal,
): Promise<SuggestionOutcome> {
  try {
    const response = await fetch(`${SUGGEST_ENDPOINT}?${new URLSearchParams({ q: query })}`, {
      signal,
      headers: { accept: 'application/json' },
    });
    const body: unknown = await response.json();
    if (response.ok && isSuggestions(body)) return { ok: true, value: body };
    const message = (body as Partial<SuggestionFailure> | null)?.message;
    return {
      ok: false,
      message: typeof message === 'string' && message ? message : SEARCH_MESSAGES.failed,
    };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: SEARCH_MESSAGES.failed };
  }
}
