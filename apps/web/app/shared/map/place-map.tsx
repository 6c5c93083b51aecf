import { Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBaseMap } from './base-map.ts';
import type { GeoPoint } from './map-geometry.ts';
import { MapNote } from './map-note.tsx';
import { markerElement } from './marker-element.ts';

export interface PlaceMapProps {
  point: GeoPoint;
  styleUrl: string | null;
}

/** A still map of one place with its marker (no panning: the directions link is for getting there). */
export default function PlaceMap({ point, styleUrl }: PlaceMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [approximate, setApproximate] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    try {
      const map = createBaseMap(container.current, {
        styleUrl,
        interactive: false,
        center: [point.longitude, point.latitude],
        zoom: 15,
        t,
        onApproximate: () => setApproximate(true),
      });
      new Marker({ element: markerElement('') }).setLngLat([point.longitude, point.latitude]).addTo(map);
      return () => map.remove();
    } catch {
      setFailed(true);
    }
  }, [point.latitude, point.longitude, styleUrl, t]);

  if (failed) return <MapNote>{t('map.unavailable')}</MapNote>;
  return (
    <>
      {/* MapLibre makes the container `position: relative`: it takes its size from the box. */}
      <div ref={container} className="h-full w-full" />
      {approximate && <MapNote>{t('map.approximate')}</MapNote>}
    </>
  );
}
