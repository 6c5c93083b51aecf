import type { TFunction } from 'i18next';
import { Map as MapLibreMap, NavigationControl, type StyleSpecification, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// The worker is a file of our own origin (CSP `worker-src 'self'`), not a blob.
setWorkerUrl(workerUrl);

/** A plain background, no sources: markers still sit at their coordinates when no tiles can be shown. */
export const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e3eef0' } }],
};

/** MapLibre's own labels (controls, popups, gesture hints) in the page's language. */
function mapLocale(t: TFunction): Record<string, string> {
  return {
    'Map.Title': t('map.title'),
    'Marker.Title': t('map.marker'),
    'NavigationControl.ZoomIn': t('map.zoomIn'),
    'NavigationControl.ZoomOut': t('map.zoomOut'),
    'Popup.Close': t('map.closePopup'),
    'AttributionControl.ToggleAttribution': t('map.attribution'),
    'CooperativeGesturesHandler.WindowsHelpText': t('map.ctrlScroll'),
    'CooperativeGesturesHandler.MacHelpText': t('map.cmdScroll'),
    'CooperativeGesturesHandler.MobileHelpText': t('map.twoFingers'),
  };
}

export interface BaseMapOptions {
  /** `MAP_STYLE_URL`; null: the plain background. */
  styleUrl: string | null;
  interactive: boolean;
  center: [longitude: number, latitude: number];
  zoom: number;
  t: TFunction;
  /** Called when the map shows no tiles (none configured, or the style or its tiles failed to load). */
  onApproximate: () => void;
}

/**
 * A MapLibre map in `container`. A style or tile failure (offline, blocked) switches to the plain
 * background once, so the markers stay usable. Throws when the browser has no WebGL.
 */
export function createBaseMap(container: HTMLElement, options: BaseMapOptions): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: options.styleUrl ?? FALLBACK_STYLE,
    center: options.center,
    zoom: options.zoom,
    interactive: options.interactive,
    // Scrolling or swiping the page over the map scrolls the page; two fingers or Ctrl move the map.
    cooperativeGestures: options.interactive,
    attributionControl: options.styleUrl ? { compact: true } : false,
    locale: mapLocale(options.t),
  });
  if (options.interactive) map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  if (!options.styleUrl) options.onApproximate();
  else {
    let fellBack = false;
    map.on('error', () => {
      if (fellBack) return;
      fellBack = true;
      options.onApproximate();
      map.setStyle(FALLBACK_STYLE);
    });
  }
  return map;
}
