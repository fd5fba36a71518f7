'use client';

import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ContactMapViewProps } from './ContactMapView';

// Leaflet touches `window` when imported: load it only in the browser, and only
// on the page that shows a map (its own chunk).
const ContactMapView = lazy(() => import('./ContactMapView'));

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[contact-map] the map could not be shown', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type Props = ContactMapViewProps;

/** The shop's location on a map with a marker, rendered after mount. */
export function ContactMap(props: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (text: string) => <p className="contact-map__placeholder">{text}</p>;
  return (
    <section className="contact-map__frame" dir="ltr" aria-label={`نقشهٔ موقعیت ${props.label}`}>
      {mounted ? (
        <MapErrorBoundary fallback={placeholder('نقشه بارگذاری نشد.')}>
          <Suspense fallback={placeholder('در حال بارگذاری نقشه…')}>
            <ContactMapView {...props} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        placeholder('در حال بارگذاری نقشه…')
      )}
    </section>
  );
}
