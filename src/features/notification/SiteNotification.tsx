import 'server-only';
import { formatPersianDateTime } from '@/lib/text/dates';
import { sanitizeHtml } from '@/server/upstream/sanitize-html';
import { serverConfig } from '@/server/settings/config';
import type { ShopData } from '@/shop-api/index';
import { NotificationLoader } from './NotificationLoader';
import { notificationWindow } from './notification-rules';

/**
 * The shop's notification: sanitised, its identifier derived and its dates
 * written in Persian here, on the server (so the calendar code stays out of
 * every page's JavaScript). Only those reach the browser — never the raw
 * fields, which are unsanitised backend HTML — and the client loader decides
 * with the visitor's clock and storage whether to show it (SPEC §5).
 */
export function SiteNotification({ shop }: { shop: ShopData | null }) {
  const html = sanitizeHtml(shop?.notificationContent, serverConfig().imageBaseUrl);
  if (!shop || !html) return null;
  const rules = notificationWindow(shop);
  if ('show' in rules) return null;
  return (
    <NotificationLoader
      html={html}
      id={rules.id}
      activation={rules.activation.toISOString()}
      expiration={rules.expiration.toISOString()}
      from={formatPersianDateTime(rules.activation)}
      to={formatPersianDateTime(rules.expiration)}
    />
  );
}
