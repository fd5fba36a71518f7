import { CheckoutView } from '../../features/checkout/CheckoutView';
import { savedAddresses } from '../../features/checkout/saved-addresses';
import { PageMeta } from '../../server/PageMeta';
import { SessionExpired } from '../../features/session/SessionExpired';
import { serverConfig } from '../../server/config';
import { requestShopApi } from '../../server/shop-api';

/** /checkout (auth guard): the delivery address, the lines and a note, then /Settlement. */
export default async function CheckoutPage() {
  const saved = await savedAddresses(requestShopApi());
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="تکمیل خرید" description="نشانی تحویل را انتخاب کنید و سفارش خود را بازبینی کنید." noIndex />
      <h1 id="page-title">تکمیل خرید</h1>
      {saved.kind === 'expired' ? (
        <SessionExpired returnTo="/checkout" />
      ) : (
        <CheckoutView addresses={saved.addresses} loadError={saved.loadError} tileUrl={serverConfig().mapTileUrl} />
      )}
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
