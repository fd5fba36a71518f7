import { CheckoutStepPage } from '@/features/checkout/CheckoutStepPage';
import { loadCheckoutStep } from '@/features/checkout/saved-addresses';
import { SettlementView } from '@/features/checkout/SettlementView';
import { answerPage } from '@/features/errors/page-answer';

/** /Settlement (auth guard): the payable summary and the final button that places the order. */
export default async function SettlementPage() {
  return answerPage(await loadCheckoutStep('/Settlement'), {
    frame: (body) => (
      <CheckoutStepPage title="تسویه حساب" description="خلاصه مبلغ قابل پرداخت سفارش شما.">
        {body}
      </CheckoutStepPage>
    ),
    view: ({ addresses, loadError }) => <SettlementView addresses={addresses} loadError={loadError} />,
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
