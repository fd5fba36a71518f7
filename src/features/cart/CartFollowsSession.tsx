'use client';

import { useEffect } from 'react';
import { onSessionStart } from '../session/session-store';
import { cartStore } from './use-cart';

/**
 * On the pages where a session starts (login, signup, recovery): the visitor's
 * cart is merged into the account's before the shopper moves on
 * (docs/decisions/0050, 0051). Renders nothing.
 */
export function CartFollowsSession() {
  useEffect(() => onSessionStart(() => cartStore.mergeVisitorCart()), []);
  return null;
}
