'use client';

import { useEffect } from 'react';
import { Link } from 'waku';
import { SESSION_MESSAGES } from './messages';
import { clearSession } from './session-store';
import { loginPath } from '@/lib/routing/route-paths';

/** Shown when the shop answered 401 to a server-side call: the session is cleared (SPEC §4). */
export function SessionExpired({ returnTo }: { returnTo: string }) {
  useEffect(() => clearSession(), []);
  return (
    <div className="empty-state" role="alert">
      <p>{SESSION_MESSAGES.sessionExpired}</p>
      <Link className="button" to={loginPath(returnTo)}>
        ورود دوباره
      </Link>
    </div>
  );
}
