import { savedAddresses } from '../../features/checkout/saved-addresses';
import { SettlementView } from '../../features/checkout/SettlementView';
import { PageMeta } from '../../server/PageMeta';
import { SessionExpired } from '../../features/session/SessionExpired';
import { requestShopApi } from '../../server/shop-api';

/** /Settlement (auth guard): the payable summary and the final button that places the order. */
export default async function SettlementPage() {
  const saved = await savedAddresses(requestShopApi());
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="تسویه حساب" description="خلاصه مبلغ قابل پرداخت سفارش شما." noIndex />
      <h1 id="page-title">تسویه حساب</h1>
      {saved.kind === 'expired' ? (
        <SessionExpired returnTo="/Settlement" />
      ) : (
        <SettlementView addresses={saved.addresses} loadError={saved.loadError} />
      )}
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
