/**
 * What the browser's API client needs from the session: the stored token, and
 * what a 401 does (SPEC §6). The session feature connects itself once, when
 * its store loads (src/features/session/session-store.ts); this module stays
 * tiny so that connecting does not bring the client, its schemas or valibot
 * into a page before the shopper acts.
 */
export type SourcePage = 'cart';

export type BrowserSession = {
  /** The stored token while it is within its time; null otherwise. */
  token: () => string | null;
  /** A call answered 401: the session is over. */
  unauthorized: (sourcePage: SourcePage | undefined) => void;
};

let connected: BrowserSession = { token: () => null, unauthorized: () => undefined };

export function connectBrowserSession(session: BrowserSession): void {
  connected = session;
}

export function browserSession(): BrowserSession {
  return connected;
}
