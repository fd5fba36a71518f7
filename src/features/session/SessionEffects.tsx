'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { toastSpec, type ToastSpec } from '@/ui/toast/toast-rules';
import { flushQueuedToasts, showToast } from '@/ui/toast/toast-store';
import { UNAUTHORIZED_EVENT, type UnauthorizedDetail } from '@/shop-api/browser-session';
import { decideGuard, hasStoredToken } from './guard-decision';
import { LOGIN_REQUIRED_NOTICE, SESSION_MESSAGES } from './messages';
import { clearSession, readToken, settleSession } from './session-store';
import { TOKEN_KEY } from '@/lib/browser/storage-keys';
import { CART_PATH, loginPath } from '@/lib/routing/route-paths';
import { navigated } from '@/lib/browser/navigated';

/**
 * The warning toast of SPEC §8; 'warning' is not a toast colour, so it shows as
 * success (SPEC §9).
 */
const LOGIN_REQUIRED_TOAST: ToastSpec = toastSpec(SESSION_MESSAGES.loginRequired, {
  color: 'warning',
});
const NOTICES: Record<string, ToastSpec> = { [LOGIN_REQUIRED_NOTICE]: LOGIN_REQUIRED_TOAST };

type TokenCheck = { ok: true; hasToken: boolean } | { ok: false };

/** Whether a token (within its time) is stored; `ok: false` when storage cannot be read at all. */
function checkToken(): TokenCheck {
  try {
    localStorage.getItem(TOKEN_KEY);
  } catch {
    return { ok: false };
  }
  return { ok: true, hasToken: hasStoredToken(readToken()) };
}

/**
 * Decides a client navigation; on a redirect shows the warning toast, or when
 * storage is unavailable skips it with a console warning (SPEC §4).
 */
function guardedLocation(
  guarded: readonly string[],
  pathname: string,
  search: string,
): string | null {
  const check = checkToken();
  const decision = decideGuard(guarded, { pathname, search, hasToken: check.ok && check.hasToken });
  if (decision.action === 'allow') return null;
  if (check.ok) showToast(LOGIN_REQUIRED_TOAST.message, { color: LOGIN_REQUIRED_TOAST.color });
  else
    console.warn('The stored session could not be checked; redirecting to login without a toast.');
  return decision.location;
}

/**
 * The browser half of the session: guards client navigations to protected
 * pages (the server guards page loads from the cookie) and shows toasts left
 * for this page (queued in sessionStorage or noted by the server's guard), and
 * ends the session when the shop answers 401.
 * `guarded` is the route table's guarded routes, handed over by the root layout.
 */
export function SessionEffects({ guarded }: { guarded: readonly string[] }) {
  const router = useRouter();
  const guardedRef = useRef(guarded);
  guardedRef.current = guarded;
  const routerRef = useRef(router);
  routerRef.current = router;
  const { path, query } = router;

  // The page load itself was guarded on the server (from the cookie); later
  // route changes are guarded here, from local storage.
  const loadedRoute = useRef(`${path}?${query}`);
  // The token and the cookie end together: a session whose week is over is cleared in both.
  useEffect(() => settleSession(), []);
  // Any call the browser's API client saw answered 401 ends the session (SPEC §6);
  // one made from the cart page also sends the shopper to log in.
  useEffect(() => {
    const onUnauthorized = (event: Event) => {
      clearSession();
      if ((event as CustomEvent<UnauthorizedDetail>).detail?.sourcePage === 'cart')
        window.location.assign(loginPath(CART_PATH));
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);
  useEffect(() => {
    flushQueuedToasts(NOTICES);
    if (`${path}?${query}` === loadedRoute.current) return;
    loadedRoute.current = '';
    const target = guardedLocation(guardedRef.current, path, query);
    if (target) void navigated(routerRef.current.replace(target));
  }, [path, query]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self'))
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const target = guardedLocation(guardedRef.current, url.pathname, url.search);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      void navigated(routerRef.current.push(target));
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
