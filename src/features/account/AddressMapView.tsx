'use client';

import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { LatLng } from './AddressMap';

type Props = {
  position: LatLng | null;
  onChange: (position: LatLng) => void;
  popupText: string;
  tileUrl: string;
};

/** Tehran, where a map without a saved position starts. */
const DEFAULT_CENTER: LatLng = { lat: 35.6892, lng: 51.389 };

// A CSS pin instead of leaflet's default marker images (no image URLs to resolve).
const pin = divIcon({
  className: 'map-pin-holder',
  html: '<span class="map-pin"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -28],
});

function ClickToMove({ onChange }: { onChange: (position: LatLng) => void }) {
  useMapEvents({
    click(event: LeafletMouseEvent) {
      onChange({ lat: event.latlng.lat, lng: event.latlng.lng });
    },
  });
  return null;
}

function FollowPosition({ position }: { position: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (position && !map.getBounds().contains(position)) map.panTo(position);
  }, [map, position]);
  return null;
}

function tileAttribution(url: string): string {
  try {
    return `نقشه: ${new URL(url.replace(/\{[a-z]\}/g, 'a')).hostname}`;
  } catch {
    return '';
  }
}

export default function AddressMapView({ position, onChange, popupText, tileUrl }: Props) {
  const marker = useRef<LeafletMarker | null>(null);
  const handlers = useMemo(
    () => ({
      dragend() {
        const point = marker.current?.getLatLng();
        if (point) onChange({ lat: point.lat, lng: point.lng });
      },
    }),
    [onChange],
  );
  return (
    <MapContainer
      center={position ?? DEFAULT_CENTER}
      zoom={position ? 15 : 11}
      scrollWheelZoom={false}
      style={{ blockSize: '100%', inlineSize: '100%' }}
    >
      {tileUrl ? <TileLayer url={tileUrl} attribution={tileAttribution(tileUrl)} /> : null}
      <ClickToMove onChange={onChange} />
      <FollowPosition position={position} />
      {position ? (
        <Marker
          position={position}
          draggable
          icon={pin}
          ref={marker}
          eventHandlers={handlers}
          title="موقعیت نشانی"
          alt="موقعیت نشانی"
          keyboard
        >
          <Popup>{popupText || 'موقعیت نشانی'}</Popup>
        </Marker>
      ) : null}
    </MapContainer>
  );
}
