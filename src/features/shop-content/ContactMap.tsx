'use client';

import { lazy, useEffect, useState } from 'react';
import { LazyPart } from '@/ui/LazyPart';
import type { ContactMapViewProps } from './ContactMapView';

// Leaflet touches `window` when imported: load it only in the browser, and only
// on the page that shows a map (its own chunk).
const ContactMapView = lazy(() => import('./ContactMapView'));

type Props = ContactMapViewProps;

/** The shop's location on a map with a marker, rendered after mount. */
export function ContactMap(props: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (text: string) => <p className="contact-map__placeholder">{text}</p>;
  return (
    <section className="contact-map__frame" dir="ltr" aria-label={`نقشهٔ موقعیت ${props.label}`}>
      {mounted ? (
        <LazyPart
          loading={placeholder('در حال بارگذاری نقشه…')}
          failed={placeholder('نقشه بارگذاری نشد.')}
        >
          <ContactMapView {...props} />
        </LazyPart>
      ) : (
        placeholder('در حال بارگذاری نقشه…')
      )}
    </section>
  );
}
