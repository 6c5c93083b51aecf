import { lazy, Suspense } from 'react';
import { useHydrated } from '../hooks/use-hydrated.ts';
import type { PlacesMapProps } from './places-map.tsx';

// MapLibre (and this map) download only when a map is on screen, never with the page.
const PlacesMap = lazy(() => import('./places-map.tsx'));

/**
 * The results map: a box of fixed height (the server renders it empty, so nothing shifts) that the map
 * fills once the page runs in the browser.
 */
export function ResultsMap(props: PlacesMapProps) {
  const hydrated = useHydrated();
  return (
    <div className="relative h-72 overflow-hidden rounded-2xl border border-slate-200 bg-[#e3eef0] sm:h-96 lg:sticky lg:top-20 lg:h-[calc(100dvh-7rem)] lg:max-h-[40rem]">
      {hydrated && (
        <Suspense fallback={null}>
          <PlacesMap {...props} />
        </Suspense>
      )}
    </div>
  );
}
