import type { SearchPage } from '@kalendo/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationCard } from '../../shared/location/location-card.tsx';
import { type SearchState, searchPath, withChanges } from '../../shared/search/search-params.ts';
import { SortSelect } from './sort-select.tsx';
import { ViewToggle } from './view-toggle.tsx';

// The map view (rendered on the server) loads its code in the browser only when it is shown.
const SearchMapView = lazy(() => import('./search-map-view.tsx'));

/**
 * The result count, sort order, list or map view, a page of place cards (or the map with a numbered list)
 * and plain links to the next and first pages.
 */
export function SearchResults({
  locale,
  state,
  page,
  mapStyleUrl = null,
}: {
  locale: string;
  state: SearchState;
  page: SearchPage;
  /** `MAP_STYLE_URL` (null: markers on a plain background). */
  mapStyleUrl?: string | null;
}) {
  const { t } = useTranslation();
  // With a date the count is of places that may have a free time (an upper bound).
  const count = t(state.date ? 'search.resultCountUpTo' : 'search.resultCount', { count: page.total });
  return (
    <section aria-labelledby="search-results-heading" className="mt-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="search-results-heading" className="text-lg font-semibold" aria-live="polite">
          {count}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <SortSelect state={state} />
          <ViewToggle locale={locale} state={state} />
        </div>
      </div>
      {state.view === 'map' ? (
        <Suspense>
          <SearchMapView locale={locale} state={state} items={page.items} mapStyleUrl={mapStyleUrl} />
        </Suspense>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {page.items.map((item, index) => (
            <li key={item.id} className="flex">
              <LocationCard
                location={item}
                eager={index < 2 && !state.cursor}
                distanceKm={item.distanceKm}
                nextFreeSlot={item.nextFreeSlot}
              />
            </li>
          ))}
        </ul>
      )}
      {(page.nextCursor || state.cursor) && (
        <p className="mt-6 flex flex-wrap justify-center gap-3">
          {state.cursor && (
            <Link
              to={searchPath(locale, withChanges(state, {}))}
              className="rounded-full border border-slate-300 px-5 py-2.5 font-medium text-slate-800 hover:border-brand-700"
            >
              {t('search.firstResults')}
            </Link>
          )}
          {page.nextCursor && (
            <Link
              to={searchPath(locale, withChanges(state, { cursor: page.nextCursor }))}
              className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t('search.moreResults')}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
