import { displayPhone, toPersianDigits } from '@/lib/text/persian';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import type { ContactDetails } from './contact-context';

const NETWORK_NAMES = { instagram: 'اینستاگرام', telegram: 'تلگرام', whatsapp: 'واتس‌اپ' } as const;

/** The shop's contact details (contactContext) as a card. */
export function ContactCard({ details }: { details: ContactDetails }) {
  return (
    <div className="card content-card contact-card">
      {details.companyName ? <h2>{details.companyName}</h2> : null}
      <dl className="contact-card__list">
        {details.phone ? (
          <div>
            <dt>
              <Icon path={iconPaths.phone} size={18} /> تلفن
            </dt>
            <dd>
              <a href={`tel:${details.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {displayPhone(details.phone)}
              </a>
            </dd>
          </div>
        ) : null}
        {details.email ? (
          <div>
            <dt>
              <Icon path={iconPaths.mail} size={18} /> ایمیل
            </dt>
            <dd>
              <a href={`mailto:${details.email}`} dir="ltr">
                {details.email}
              </a>
            </dd>
          </div>
        ) : null}
        {details.address ? (
          <div>
            <dt>
              <Icon path={iconPaths.pin} size={18} /> نشانی
            </dt>
            <dd>{toPersianDigits(details.address)}</dd>
          </div>
        ) : null}
      </dl>
      {details.social.length > 0 ? (
        <ul className="contact-card__social" aria-label="شبکه‌های اجتماعی">
          {details.social.map((link) => (
            <li key={link.network}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {NETWORK_NAMES[link.network]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
