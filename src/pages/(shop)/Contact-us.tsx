import { ContactCard } from '../../features/shop-content/ContactCard';
import { parseContactContext } from '../../features/shop-content/contact-context';
import { PageMeta } from '../../features/layout/PageMeta';
import { getShopData } from '../../server/shop-data';

export default async function ContactPage() {
  const contact = parseContactContext((await getShopData())?.contactContext);
  return (
    <article className="page container" aria-labelledby="page-title">
      <PageMeta title="تماس با ما" description="راه‌های ارتباط با فروشگاه: تلفن، ایمیل، نشانی و شبکه‌های اجتماعی." />
      <h1 id="page-title">تماس با ما</h1>
      {contact.kind === 'details' ? (
        <ContactCard details={contact.details} />
      ) : contact.kind === 'text' ? (
        <p className="card content-card">{contact.text}</p>
      ) : (
        <p className="empty-state card">اطلاعات تماس فروشگاه هنوز ثبت نشده است.</p>
      )}
    </article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
