import { CheckoutStepPage } from '@/features/checkout/CheckoutStepPage';
import { CheckoutView } from '@/features/checkout/CheckoutView';
import { loadCheckoutStep } from '@/features/checkout/saved-addresses';
import { answerPage } from '@/features/errors/page-answer';
import { serverConfig } from '@/server/config';

/** /checkout (auth guard): the delivery address, the lines and a note, then /Settlement. */
export default async function CheckoutPage() {
  return answerPage(await loadCheckoutStep('/checkout'), {
    frame: (body) => (
      <CheckoutStepPage title="تکمیل خرید" description="نشانی تحویل را انتخاب کنید و سفارش خود را بازبینی کنید.">
        {body}
      </CheckoutStepPage>
    ),
    view: ({ addresses, loadError }) => <CheckoutView addresses={addresses} loadError={loadError} tileUrl={serverConfig().mapTileUrl} />,
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
