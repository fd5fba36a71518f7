import { sanitizeHtml } from '../../lib/sanitize-html';
import type { ShopData } from '../../shop-api/index';
import { NotificationDialog } from './NotificationDialog';

/**
 * The shop's notification: sanitised here, on the server; the client dialog
 * decides with the visitor's clock and storage whether to show it.
 */
export function SiteNotification({ shop }: { shop: ShopData | null }) {
  const html = sanitizeHtml(shop?.notificationContent);
  if (!shop || !html) return null;
  return (
    <NotificationDialog
      html={html}
      fields={{
        notificationContent: shop.notificationContent,
        notificationActivation: shop.notificationActivation,
        notificationExpiration: shop.notificationExpiration,
      }}
    />
  );
}
