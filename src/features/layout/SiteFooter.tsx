import 'server-only';
import { Link } from 'waku';
import { jalaliYear } from '@/lib/text/dates';
import { displayPhone, toPersianDigits } from '@/lib/text/persian';
import { sanitizeTrustSignature } from '@/server/upstream/sanitize-html';
import { serverConfig } from '@/server/settings/config';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { parseContactContext } from '../shop-content/contact-context';
import { shopFeatures } from '../shop-content/feature-labels';
import { STATIC_PAGES } from '@/lib/routing/routes';

type Props = {
  shopTitle: string;
  contactContext: string | null;
  trustSignature: string | null;
  features: readonly string[];
};

/**
 * The default layout's footer: the shop's features, contact summary, static
 * page links and the trust signature.
 */
export function SiteFooter({ shopTitle, contactContext, trustSignature, features }: Props) {
  const contact = parseContactContext(contactContext);
  const details = contact.kind === 'details' ? contact.details : null;
  const trustHtml = sanitizeTrustSignature(trustSignature, serverConfig().imageBaseUrl);
  const featureList = shopFeatures(features);
  return (
    <footer className="site-footer">
      {featureList.length > 0 ? (
        <section className="site-footer__features" aria-labelledby="footer-features">
          <div className="container">
            <h2 id="footer-features" className="visually-hidden">
              مزایای خرید از فروشگاه
            </h2>
            <ul className="feature-list">
              {featureList.map((feature) => (
                <li key={feature.key} className="feature-list__item">
                  <Icon path={iconPaths.check} size={20} />
                  <span>{feature.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <div className="site-footer__grid container">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {details?.companyName ?? shopTitle}
          </h2>
          {details ? (
            <ul className="site-footer__contact">
              {details.phone ? (
                <li>
                  <Icon path={iconPaths.phone} size={18} />
                  <a href={`tel:${details.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                    {displayPhone(details.phone)}
                  </a>
                </li>
              ) : null}
              {details.email ? (
                <li>
                  <Icon path={iconPaths.mail} size={18} />
                  <a href={`mailto:${details.email}`} dir="ltr">
                    {details.email}
                  </a>
                </li>
              ) : null}
              {details.address ? (
                <li>
                  <Icon path={iconPaths.pin} size={18} />
                  <span>{toPersianDigits(details.address)}</span>
                </li>
              ) : null}
            </ul>
          ) : contact.kind === 'text' ? (
            <p className="site-footer__text">{contact.text}</p>
          ) : null}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            راهنمای فروشگاه
          </h2>
          <ul className="site-footer__links">
            {STATIC_PAGES.map((page) => (
              <li key={page.href}>
                <Link to={page.href}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {trustHtml ? (
          <section aria-labelledby="footer-trust">
            <h2 id="footer-trust" className="site-footer__title">
              نماد اعتماد
            </h2>
            <div className="site-footer__trust" dangerouslySetInnerHTML={{ __html: trustHtml }} />
          </section>
        ) : null}
      </div>
      <p className="site-footer__copyright container">
        © {toPersianDigits(jalaliYear(new Date()))} {shopTitle}. همه حقوق محفوظ است.
      </p>
    </footer>
  );
}
