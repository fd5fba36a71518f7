'use client';

import { useEffect } from 'react';
import { onSessionStart } from '../session/session-store';

/**
 * On the pages where a session starts (login, signup, recovery): the account's
 * favourites are read into the mirror (docs/decisions/0055). Renders nothing.
 * The favourites' code is fetched when a session starts, not with the form's
 * page; if it cannot come, login goes on (a failed task is only logged) and
 * the next page that shows favourites reads them (use-favourites.ts).
 */
export function FavouritesFollowSession() {
  useEffect(
    () => onSessionStart(async () => (await import('./use-favourites')).syncFavourites()),
    [],
  );
  return null;
}
