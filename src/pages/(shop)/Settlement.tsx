import { CheckoutStepPage } from '@/features/checkout/CheckoutStepPage';
import { SettlementView } from '@/features/checkout/SettlementView';
import { SETTLEMENT_PATH } from '@/lib/routing/route-paths';

/** /Settlement (auth guard): the payable summary and the final button that places the order. */
export default function SettlementPage() {
  return (
    <CheckoutStepPage
      title="تسویه حساب"
      description="خلاصه مبلغ قابل پرداخت سفارش شما."
      returnTo={SETTLEMENT_PATH}
    >
      {(addresses, loadError) => <SettlementView addresses={addresses} loadError={loadError} />}
    </CheckoutStepPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
