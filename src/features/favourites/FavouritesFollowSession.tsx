'use client';

import { useEffect } from 'react';
import { onSessionStart } from '../session/session-store';
import { syncFavourites } from './use-favourites';

/**
 * On the pages where a session starts (login, signup, recovery): the account's
 * favourites are read into the mirror (docs/decisions/0055). Renders nothing.
 */
export function FavouritesFollowSession() {
  useEffect(() => onSessionStart(syncFavourites), []);
  return null;
}
