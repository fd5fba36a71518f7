import { formatPersianDateTime } from '../../lib/dates';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { serverConfig } from '../../server/config';
import type { ShopData } from '../../shop-api/index';
import { NotificationDialog } from './NotificationDialog';

/** A date of the notification's window as the dialog shows it; null when unreadable. */
function windowDate(value: string | null | undefined): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatPersianDateTime(date) : null;
}

/**
 * The shop's notification: sanitised and its dates written in Persian here, on
 * the server (so the calendar code stays out of every page's JavaScript); the
 * client dialog decides with the visitor's clock and storage whether to show it.
 */
export function SiteNotification({ shop }: { shop: ShopData | null }) {
  const html = sanitizeHtml(shop?.notificationContent, serverConfig().imageBaseUrl);
  if (!shop || !html) return null;
  return (
    <NotificationDialog
      html={html}
      from={windowDate(shop.notificationActivation)}
      to={windowDate(shop.notificationExpiration)}
      fields={{
        notificationContent: shop.notificationContent,
        notificationActivation: shop.notificationActivation,
        notificationExpiration: shop.notificationExpiration,
      }}
    />
  );
}
