'use client';

import { useEffect, useId, useState } from 'react';
import { Dialog } from '@/ui/Dialog';
import { Icon } from '@/ui/Icon';
import { NOTIFICATION_DELAY_MS, decideWindow, markRead, readReadList, remainingTimeText } from './notification-rules';
import { browserStorage, rememberDismissed, wasDismissed } from './notification-session';

type Props = {
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

type Shown = { id: string; activation: Date; expiration: Date };

const log = (message: string, error?: unknown) => console.warn(message, error ?? '');

/**
 * The shop's notification (SPEC §4, §5): appears NOTIFICATION_DELAY_MS after
 * hydration when the rules allow it and it was not closed in this browser
 * session; ticking 'دفعه بعد نمایش داده نشود' marks it read for good on any close.
 */
export function NotificationDialog({ html, id, activation, expiration, from, to }: Props) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const [skipNextTime, setSkipNextTime] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (!html) return;
    const shownWindow = { id, activation: new Date(activation), expiration: new Date(expiration) };
    const decision = decideWindow(shownWindow, new Date(), readReadList(browserStorage('localStorage', log), log));
    if (!decision.show || wasDismissed(browserStorage('sessionStorage', log), decision.id, log)) return;
    const timer = window.setTimeout(() => {
      setNow(Date.now());
      setShown({ id: decision.id, activation: decision.activation, expiration: decision.expiration });
      setOpen(true);
    }, NOTIFICATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [html, id, activation, expiration]);

  // The remaining time stays right while the dialog is open.
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [open]);

  if (!shown) return null;

  const close = () => {
    setOpen(false);
    rememberDismissed(browserStorage('sessionStorage', log), shown.id, log);
    if (skipNextTime) markRead(browserStorage('localStorage', log), shown.id, log);
  };

  return (
    <Dialog open={open} onDismiss={close} labelledBy={titleId} describedBy={bodyId} className="notification">
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          اطلاعیه
        </h2>
        <button type="button" className="dialog__close" aria-label="بستن" onClick={close}>
          <Icon name="close" size={22} />
        </button>
      </div>
      <div id={bodyId} className="notification__content rich-text" dangerouslySetInnerHTML={{ __html: html }} />
      <dl className="notification__meta">
        <div>
          <dt>زمان باقی‌مانده:</dt>
          <dd>{remainingTimeText(shown.expiration.getTime() - now)}</dd>
        </div>
        <div>
          <dt>از</dt>
          <dd>
            <time dateTime={shown.activation.toISOString()}>{from}</time>
          </dd>
          <dt>تا</dt>
          <dd>
            <time dateTime={shown.expiration.toISOString()}>{to}</time>
          </dd>
        </div>
      </dl>
      <div className="dialog__actions">
        <label className="notification__skip">
          <input type="checkbox" checked={skipNextTime} onChange={(event) => setSkipNextTime(event.target.checked)} />
          دفعه بعد نمایش داده نشود
        </label>
        <button type="button" className="button" onClick={close}>
          متوجه شدم
        </button>
      </div>
    </Dialog>
  );
}
