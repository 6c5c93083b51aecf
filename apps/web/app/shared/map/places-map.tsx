import type { SearchPage } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { LngLatBounds, type Map as MapLibreMap, Marker, Popup } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RatingSummary } from '../location/rating-summary.tsx';
import { createBaseMap } from './base-map.ts';
import { searchAreaOf } from './map-geometry.ts';
import { MapNote } from './map-note.tsx';
import { markerElement } from './marker-element.ts';

export type MapPlace = SearchPage['items'][number];

export interface PlacesMapProps {
  places: MapPlace[];
  styleUrl: string | null;
  /** "Search this area": the view's centre and a radius covering it. */
  onSearchArea: (area: { lat: string; lng: string; radius: string }) => void;
}

function PlacePopup({ place }: { place: MapPlace }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-1 pr-5 text-sm text-slate-800">
      <Link
        to={`/${i18n.language}/location/${place.slug}`}
        className="font-semibold text-brand-800 underline"
      >
        {place.name}
      </Link>
      <RatingSummary rating={place.rating} />
      {place.priceFrom && (
        <span>
          {t('home.priceFrom', {
            price: formatMoney(place.priceFrom.amountMinor, place.priceFrom.currency, i18n.language),
          })}
        </span>
      )}
    </div>
  );
}

/**
 * The search results as numbered markers (the numbers of the list beside the map), fitted into view; each
 * opens a popup with the name (a link to the place), rating and price. Moving the map offers "Search this
 * area". Loaded only when the map view is shown.
 */
export default function PlacesMap({ places, styleUrl, onSearchArea }: PlacesMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const [approximate, setApproximate] = useState(false);
  const [failed, setFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  // One node per popup; React renders the popups' content into them (links navigate in the app).
  const popupNodes = useMemo(() => places.map(() => document.createElement('div')), [places]);

  useEffect(() => {
    if (!container.current) return;
    let created: MapLibreMap;
    try {
      created = createBaseMap(container.current, {
        styleUrl,
        interactive: true,
        center: [places[0]?.longitude ?? 0, places[0]?.latitude ?? 0],
        zoom: 12,
        t,
        onApproximate: () => setApproximate(true),
      });
    } catch {
      setFailed(true);
      return;
    }
    map.current = created;
    // The markers' popups are opened here (a click, or Enter/Space on the focused marker), one at a time;
    // the click stays off the map, which would close the popup it just opened.
    const popups = places.map((place, index) => {
      const popup = new Popup({ offset: 18, maxWidth: '16rem' }).setLngLat([place.longitude, place.latitude]);
      const content = popupNodes[index];
      if (content) popup.setDOMContent(content);
      const element = markerElement(`${index + 1}. ${place.name}`, index + 1);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        const open = popup.isOpen();
        for (const other of popups) other.remove();
        if (!open) popup.addTo(created);
      });
      new Marker({ element }).setLngLat([place.longitude, place.latitude]).addTo(created);
      return popup;
    });
    if (places.length > 1) {
      const bounds = new LngLatBounds();
      for (const place of places) bounds.extend([place.longitude, place.latitude]);
      created.fitBounds(bounds, { padding: 48, maxZoom: 15, animate: false });
    }
    created.on('moveend', (event) => {
      if ('originalEvent' in event && event.originalEvent) setMoved(true);
    });
    return () => {
      created.remove();
      map.current = null;
      setMoved(false);
    };
  }, [places, popupNodes, styleUrl, t]);

  function searchThisArea() {
    const view = map.current;
    if (!view) return;
    const center = view.getCenter();
    const bounds = view.getBounds();
    onSearchArea(
      searchAreaOf(
        { latitude: center.lat, longitude: center.lng },
        {
          west: bounds.getWest(),
          south: bounds.getSouth(),
          east: bounds.getEast(),
          north: bounds.getNorth(),
        },
      ),
    );
  }

  if (failed) return <MapNote>{t('map.unavailable')}</MapNote>;
  return (
    <>
      {/* MapLibre makes the container `position: relative`: it takes its size from the box. */}
      <div ref={container} className="h-full w-full" />
      {moved && (
        <button
          type="button"
          onClick={searchThisArea}
          className="absolute top-3 left-1/2 -translate-x-1/2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-md hover:bg-slate-50"
        >
          {t('map.searchThisArea')}
        </button>
      )}
      {approximate && <MapNote>{t('map.approximate')}</MapNote>}
      {places.map((place, index) => {
        const node = popupNodes[index];
        return node ? createPortal(<PlacePopup place={place} />, node, place.id) : null;
      })}
    </>
  );
}
