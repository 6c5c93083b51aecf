import type { SearchPage } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationCard } from '../home/components/location-card.tsx';
import { type SearchState, searchPath, withChanges } from './search-params.ts';
import { SortSelect } from './sort-select.tsx';

/** The result count, sort order, a page of place cards and plain links to the next and first pages. */
export function SearchResults({
  locale,
  state,
  page,
}: {
  locale: string;
  state: SearchState;
  page: SearchPage;
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
        <SortSelect state={state} />
      </div>
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
