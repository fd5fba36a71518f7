'use client';

import { lazy, useEffect, useState } from 'react';
import { LAZY_PART_FAILED, LazyPart } from '@/ui/LazyPart';

export type LatLng = { lat: number; lng: number };

type Props = {
  position: LatLng | null;
  onChange: (position: LatLng) => void;
  /** Shown in the marker's popup. */
  popupText: string;
  /** Leaflet tile URL template; empty: no tiles, the map still works. */
  tileUrl: string;
};

// Leaflet touches `window` when imported: the map loads only in the browser,
// only where it is shown, in its own chunk (with leaflet's stylesheet).
const AddressMapView = lazy(() => import('./AddressMapView'));

/** The address map: a click moves the marker, the marker can be dragged. */
export function AddressMap(props: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = <div className="address-map__placeholder">در حال بارگذاری نقشه…</div>;
  return (
    <div className="address-map" data-testid="address-map">
      {mounted ? (
        <LazyPart
          loading={placeholder}
          failed={
            <div className="address-map__placeholder" role="alert">
              {LAZY_PART_FAILED}
            </div>
          }
        >
          <AddressMapView {...props} />
        </LazyPart>
      ) : (
        placeholder
      )}
    </div>
  );
}
