import { shopFeatures } from '../shop-content/feature-labels';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';

/** One line icon per feature key (24×24 paths; the shop's own where one fits, ./icon-paths.ts). */
const ICONS: Record<string, string> = {
  freeShipping:
    'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  fastExpressDelivery: 'M13 3 5 14h6l-1 7 8-11h-6l1-7Z',
  cashOnDelivery: 'M3 7h18v10H3zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  sevenDayReturnGuarantee: 'M9 7 5 11l4 4M5 11h9a5 5 0 0 1 0 10h-2',
  twentyFourSevenSupport: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z',
  authenticityGuaranteed: 'M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  bestPriceGuarantee: 'M3 12V4h8l10 10-8 8L3 12Zm5-4.5a1 1 0 1 0 0 .01',
  freeGiftWithPurchase:
    'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1-3-5-4-5-1s5 1 5 1Zm0 0c1-3 5-4 5-1s-5 1-5 1Z',
  securePaymentGateway: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3',
  onlineOrderTracking: iconPaths.pin,
};

/**
 * The shop's feature keys (docs/api-shapes.md, shop data) as a row of icons
 * with Persian labels.
 */
export function FeatureBar({ features }: { features: readonly string[] }) {
  const items = shopFeatures(features);
  if (items.length === 0) return null;
  return (
    <section className="feature-bar" aria-label="چرا از ما خرید کنید">
      <ul className="feature-bar__list">
        {items.map((item) => (
          <li key={item.key} className="feature-bar__item">
            <Icon path={ICONS[item.key]} size={28} />
            <span>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
