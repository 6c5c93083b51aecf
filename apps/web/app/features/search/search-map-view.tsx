import type { SearchPage } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RatingSummary } from '../../shared/location/rating-summary.tsx';
import { ResultsMap } from '../../shared/map/results-map.tsx';
import { type SearchState, searchPath, withChanges } from '../../shared/search/search-params.ts';

/**
 * The map view: the page of results as numbered markers, and the same places as a numbered list (what a
 * screen reader or a keyboard uses; it works before the map loads, and without it). "Search this area"
 * searches around the map's view instead of a city.
 */
export default function SearchMapView({
  locale,
  state,
  items,
  mapStyleUrl,
}: {
  locale: string;
  state: SearchState;
  items: SearchPage['items'];
  mapStyleUrl: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="mt-4 flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <div className="lg:order-2">
        <ResultsMap
          places={items}
          styleUrl={mapStyleUrl}
          onSearchArea={(area) =>
            navigate(searchPath(locale, withChanges(state, { ...area, city: undefined })))
          }
        />
      </div>
      <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white lg:order-1">
        {items.map((item, index) => (
          <li key={item.id} className="flex gap-3 p-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="flex min-w-0 flex-col gap-0.5 text-sm">
              <Link
                to={`/${locale}/location/${item.slug}`}
                className="text-base font-semibold leading-snug hover:text-brand-800"
              >
                {item.name}
              </Link>
              <span className="text-slate-600">
                {item.addressLine}, {item.city}
              </span>
              <span className="flex flex-wrap gap-x-3">
                <RatingSummary rating={item.rating} />
                {item.priceFrom && (
                  <span className="text-slate-700">
                    {t('home.priceFrom', {
                      price: formatMoney(item.priceFrom.amountMinor, item.priceFrom.currency, locale),
                    })}
                  </span>
                )}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
