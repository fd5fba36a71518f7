'use client';

import { useEffect, useState } from 'react';
import {
  NOTIFICATION_DELAY_MS,
  decideWindow,
  readReadList,
  type NotificationWindow,
} from './notification-rules';
import { browserStorage, logToConsole as log, wasDismissed } from './notification-session';

/**
 * What the server hands the browser: sanitised HTML, the identifier and the
 * window, its dates written in Persian.
 */
type NotificationContent = {
  /** notificationContent, already sanitised on the server. */
  html: string;
  /** The identifier derived on the server from the three raw fields (SPEC §3). */
  id: string;
  /** The window, as ISO date-times. */
  activation: string;
  expiration: string;
  /** The window's dates, written on the server ('۱ آذر ۱۴۰۵ ساعت ۱۳:۳۰'). */
  from: string;
  to: string;
};

const importDialog = () => import('./NotificationDialog');
type DialogView = Awaited<ReturnType<typeof importDialog>>['NotificationDialog'];

/**
 * Decides with the visitor's clock and storage whether the shop's notification
 * is shown (SPEC §4, §5: the rules, and not closed in this browser session) and
 * opens it NOTIFICATION_DELAY_MS after hydration. The dialog's code is not in
 * the first load of every page: it is fetched during that delay, and only where
 * the notification will be shown (most page views of a visit have closed or read
 * it). If it cannot be loaded, nothing is shown, a line is logged and the page stays.
 */
export function NotificationLoader(content: NotificationContent) {
  const { html, id, activation, expiration } = content;
  const [shown, setShown] = useState<NotificationWindow | null>(null);
  const [Dialog, setDialog] = useState<DialogView | null>(null);

  useEffect(() => {
    if (!html) return;
    const offered = { id, activation: new Date(activation), expiration: new Date(expiration) };
    const decision = decideWindow(
      offered,
      new Date(),
      readReadList(browserStorage('localStorage', log), log),
    );
    if (!decision.show || wasDismissed(browserStorage('sessionStorage', log), decision.id, log))
      return;
    let current = true;
    importDialog().then(
      ({ NotificationDialog: view }) => {
        if (current) setDialog(() => view);
      },
      (error: unknown) => log('[notification] the dialog could not be loaded', error),
    );
    const timer = window.setTimeout(
      () =>
        setShown({
          id: decision.id,
          activation: decision.activation,
          expiration: decision.expiration,
        }),
      NOTIFICATION_DELAY_MS,
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [html, id, activation, expiration]);

  // Opened when both the delay has passed and the code has come, whichever is last.
  if (!shown || !Dialog) return null;
  return <Dialog html={html} shown={shown} from={content.from} to={content.to} />;
}
