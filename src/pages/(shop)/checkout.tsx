import { CheckoutStepPage } from '@/features/checkout/CheckoutStepPage';
import { CheckoutView } from '@/features/checkout/CheckoutView';
import { serverConfig } from '@/server/settings/config';
import { CHECKOUT_PATH } from '@/lib/routing/route-paths';

/** /checkout (auth guard): the delivery address, the lines and a note, then /Settlement. */
export default function CheckoutPage() {
  return (
    <CheckoutStepPage
      title="تکمیل خرید"
      description="نشانی تحویل را انتخاب کنید و سفارش خود را بازبینی کنید."
      returnTo={CHECKOUT_PATH}
    >
      {(addresses, loadError) => (
        <CheckoutView
          addresses={addresses}
          loadError={loadError}
          tileUrl={serverConfig().mapTileUrl}
        />
      )}
    </CheckoutStepPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
