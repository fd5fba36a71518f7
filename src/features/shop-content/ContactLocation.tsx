import { toPersianDigits } from '@/lib/text/persian';
import { ContactMap } from './ContactMap';
import type { ContactDetails } from './contact-context';

type Props = {
  location: NonNullable<ContactDetails['location']>;
  label: string;
  address: string | null;
  /** A tile URL template for the map; without one the map draws the marker only. */
  tileUrl?: string | null;
};

/** The shop on a map, with a link to a full map for directions. */
export function ContactLocation({ location, label, address, tileUrl = null }: Props) {
  const { latitude, longitude } = location;
  const fullMap = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  return (
    <section className="card contact-map" aria-labelledby="contact-map-title">
      <h2 id="contact-map-title" className="contact-map__title">
        موقعیت ما روی نقشه
      </h2>
      <ContactMap
        latitude={latitude}
        longitude={longitude}
        label={label}
        detail={address ? toPersianDigits(address) : null}
        tileUrl={tileUrl}
      />
      <a className="contact-map__link" href={fullMap} target="_blank" rel="noopener noreferrer">
        مسیریابی روی نقشهٔ کامل
      </a>
    </section>
  );
}
