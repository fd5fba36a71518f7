'use client';

import { useRouter } from 'waku';
import { showToast } from '@/ui/toast/toast-store';
import { SESSION_MESSAGES } from './messages';
import { clearSession } from './session-store';

/** Logout: local storage and the cookie are cleared, then home. */
export function LogoutButton() {
  const router = useRouter();
  return (
    <button
      type="button"
      className="button button--danger"
      onClick={() => {
        clearSession();
        showToast(SESSION_MESSAGES.loggedOut);
        void router.push('/');
      }}
    >
      خروج از حساب
    </button>
  );
}
