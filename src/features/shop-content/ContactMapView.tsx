'use client';

import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';

export type ContactMapViewProps = {
  latitude: number;
  longitude: number;
  /** The marker's name and popup text (company name, address). */
  label: string;
  detail?: string | null;
  /**
   * A tile URL template ({z}/{x}/{y}); without one the map shows the marker
   * only and loads nothing.
   */
  tileUrl?: string | null;
  tileAttribution?: string | null;
};

const PIN_SVG =
  '<svg width="32" height="40" viewBox="0 0 32 40" aria-hidden="true" focusable="false"><path d="M16 39s13-12.4 13-23A13 13 0 0 0 3 16c0 10.6 13 23 13 23Z" fill="currentColor"/><circle cx="16" cy="16" r="5" fill="#fff"/></svg>';

// Our own pin: Leaflet's default icon points at image files bundlers move.
const pin = divIcon({
  className: 'contact-map__pin',
  html: PIN_SVG,
  iconSize: [32, 40],
  iconAnchor: [16, 39],
  popupAnchor: [0, -34],
});

export default function ContactMapView({
  latitude,
  longitude,
  label,
  detail,
  tileUrl,
  tileAttribution,
}: ContactMapViewProps) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={16}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={Boolean(tileUrl)}
    >
      <ZoomControl position="topleft" zoomInTitle="بزرگ‌نمایی" zoomOutTitle="کوچک‌نمایی" />
      {tileUrl ? <TileLayer url={tileUrl} attribution={tileAttribution ?? ''} /> : null}
      <Marker position={[latitude, longitude]} icon={pin} title={label} alt={label}>
        <Popup>
          <div dir="rtl" className="contact-map__popup">
            <strong>{label}</strong>
            {detail ? <p>{detail}</p> : null}
          </div>
        </Popup>
      </Marker>
    </MapContainer>
  );
}
