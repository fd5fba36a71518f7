'use client';

import { useEffect, useId, useState } from 'react';
import { Dialog } from '@/ui/Dialog/Dialog';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { markRead, remainingTimeText, type NotificationWindow } from './notification-rules';
import { browserStorage, logToConsole as log, rememberDismissed } from './notification-session';

type Props = {
  /** notificationContent, already sanitised on the server. */
  html: string;
  /** The window NotificationLoader decided to show. */
  shown: NotificationWindow;
  /** The window's dates, written on the server. */
  from: string;
  to: string;
};

/**
 * The shop's notification (SPEC §4, §5), open once mounted: NotificationLoader
 * decides whether and when, and loads this code only then. Ticking
 * 'دفعه بعد نمایش داده نشود' marks it read for good on any close.
 */
export function NotificationDialog({ html, shown, from, to }: Props) {
  const [open, setOpen] = useState(true);
  const [skipNextTime, setSkipNextTime] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const titleId = useId();
  const bodyId = useId();

  // The remaining time stays right while the dialog is open.
  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [open]);

  const close = () => {
    setOpen(false);
    rememberDismissed(browserStorage('sessionStorage', log), shown.id, log);
    if (skipNextTime) markRead(browserStorage('localStorage', log), shown.id, log);
  };

  return (
    <Dialog
      open={open}
      onDismiss={close}
      labelledBy={titleId}
      describedBy={bodyId}
      className="notification"
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          اطلاعیه
        </h2>
        <button type="button" className="dialog__close" aria-label="بستن" onClick={close}>
          <Icon path={iconPaths.close} size={22} />
        </button>
      </div>
      <div
        id={bodyId}
        className="notification__content rich-text"
        dangerouslySetInnerHTML={{ __html: html }}
      />
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
          <input
            type="checkbox"
            checked={skipNextTime}
            onChange={(event) => setSkipNextTime(event.target.checked)}
          />
          دفعه بعد نمایش داده نشود
        </label>
        <button type="button" className="button" onClick={close}>
          متوجه شدم
        </button>
      </div>
    </Dialog>
  );
}
