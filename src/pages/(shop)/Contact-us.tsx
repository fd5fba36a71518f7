import { ContactCard } from '@/features/shop-content/ContactCard';
import { ContactLocation } from '@/features/shop-content/ContactLocation';
import { parseContactContext } from '@/features/shop-content/contact-context';
import { PageMeta } from '@/features/page-kit/PageMeta';
import { shopTitle } from '@/lib/text/shop-title';
import { serverConfig } from '@/server/settings/config';
import { getShopData } from '@/server/upstream/shop-data';

export default async function ContactPage() {
  const shop = await getShopData();
  const contact = parseContactContext(shop?.contactContext);
  const details = contact.kind === 'details' ? contact.details : null;
  return (
    <article className="page container contact-page" aria-labelledby="page-title">
      <PageMeta
        title="تماس با ما"
        description="راه‌های ارتباط با فروشگاه: تلفن، ایمیل، نشانی و شبکه‌های اجتماعی."
      />
      <h1 id="page-title">تماس با ما</h1>
      {details ? (
        <ContactCard details={details} />
      ) : contact.kind === 'text' ? (
        <p className="card content-card contact-text">{contact.text}</p>
      ) : (
        <p className="empty-state card">اطلاعات تماس فروشگاه هنوز ثبت نشده است.</p>
      )}
      {details?.location ? (
        <ContactLocation
          location={details.location}
          label={details.companyName ?? shopTitle(shop)}
          address={details.address}
          tileUrl={serverConfig().mapTileUrl || null}
        />
      ) : null}
    </article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
