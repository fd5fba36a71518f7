'use client';

import { useRouter } from 'waku';
import { showToast } from '@/ui/toast/toast-store';
import { useHydrated } from '@/ui/use-hydrated';
import { SESSION_MESSAGES } from './messages';
import { clearSession } from './session-store';
import { HOME_PATH } from '@/lib/routing/route-paths';
import { navigated } from '@/lib/browser/navigated';

/**
 * Logout: local storage and the cookie are cleared, then home. Disabled until
 * hydrated: a click before would be lost.
 */
export function LogoutButton() {
  const router = useRouter();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="button button--danger"
      disabled={!hydrated}
      onClick={() => {
        clearSession();
        showToast(SESSION_MESSAGES.loggedOut);
        void navigated(router.push(HOME_PATH));
      }}
    >
      خروج از حساب
    </button>
  );
}
