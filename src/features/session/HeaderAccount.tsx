'use client';

import { useSyncExternalStore } from 'react';
import { Link } from 'waku';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { displayName } from './session-rules';
import { serverSessionSnapshot, sessionSnapshot, subscribeSession } from './session-store';
import { PROFILE_PATH } from '@/lib/routing/route-paths';

/**
 * The header's account link: «حساب کاربری» for a visitor, the shopper's name
 * and a stock-holder badge once logged in (read from the stored user_entity).
 */
export function HeaderAccount() {
  const session = useSyncExternalStore(subscribeSession, sessionSnapshot, serverSessionSnapshot);
  const name = session.token ? displayName(session.user) : null;
  return (
    <Link className="header-action" to={PROFILE_PATH}>
      <Icon path={iconPaths.user} />
      <span className="header-action__label">{name ?? 'حساب کاربری'}</span>
      {session.token && session.user?.isStockHolder ? (
        <span className="badge badge--stock-holder">سهامدار</span>
      ) : null}
    </Link>
  );
}
