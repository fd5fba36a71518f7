import 'server-only';
import { sanitizeHtml } from '@/server/upstream/sanitize-html';
import { serverConfig } from '@/server/settings/config';
import { getShopData } from '@/server/upstream/shop-data';
import { PageMeta } from '@/features/page-kit/PageMeta';
import { CONTACT_US_PATH } from '@/lib/routing/route-paths';

type ContextKey = 'aboutContext' | 'privacyTermsContext' | 'conditionsContext';

type Props = { contextKey: ContextKey; title: string; description: string };

/** A static page whose body is one of the shop's HTML contexts, sanitised on the server. */
export async function ContextPage({ contextKey, title, description }: Props) {
  const shop = await getShopData();
  const html = sanitizeHtml(shop?.[contextKey], serverConfig().imageBaseUrl);
  return (
    <article className="page container" aria-labelledby="page-title">
      <PageMeta title={title} description={description} />
      <h1 id="page-title">{title}</h1>
      {html ? (
        <div className="rich-text card content-card" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="empty-state card">
          محتوای این صفحه هنوز آماده نشده است. برای پرسش‌های خود می‌توانید از صفحه{' '}
          <a href={CONTACT_US_PATH}>تماس با ما</a> با ما در ارتباط باشید.
        </p>
      )}
    </article>
  );
}
