import { numberFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { countFilters, type SearchState } from '../../shared/search/search-params.ts';
import { FIELD_CLASS, FilterField } from './filter-field.tsx';
import { NearMeControl } from './near-me-control.tsx';

/** The free-time filter: a day and an optional time window (quarter-hour steps). */
const TIME_WINDOW_FIELDS = [
  { name: 'date', type: 'date', label: 'search.date' },
  { name: 'from', type: 'time', label: 'search.timeFrom' },
  { name: 'to', type: 'time', label: 'search.timeTo' },
] as const;

const RATING_OPTIONS = ['3', '3.5', '4', '4.5'] as const;

/** Parameters set outside the panel (chips, suggestions) that a submitted form must keep. */
function KeptParameters({ state }: { state: SearchState }) {
  return (
    <>
      {(['category', 'service', 'city', 'lat', 'lng', 'view'] as const).map(
        (name) => state[name] && <input key={name} type="hidden" name={name} value={state[name]} />,
      )}
    </>
  );
}

/**
 * The filter panel of the search form: price, rating, open now, a free time on a date, and "near me".
 * A disclosure that says how many filters are set; closed after a search, so the results stay near the
 * top on a phone, and open when the API refused a value (to fix it).
 */
export function SearchFilters({
  locale,
  state,
  open = false,
}: {
  locale: string;
  state: SearchState;
  open?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const active = countFilters(state);
  const rating = (value: string) =>
    numberFormat(i18n.language, { minimumFractionDigits: 1 }).format(Number(value));
  return (
    <>
      <KeptParameters state={state} />
      <details open={open} className="group rounded-2xl border border-slate-200 bg-slate-50">
        <summary className="cursor-pointer list-none rounded-2xl px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
            ›
          </span>
          {active > 0 ? t('search.filtersCount', { number: active }) : t('search.filters')}
        </summary>
        <div className="grid gap-4 border-t border-slate-200 px-4 py-4 sm:grid-cols-2 lg:grid-cols-4">
          <fieldset className="flex min-w-0 flex-col gap-1">
            <legend className="text-sm font-medium text-slate-800">{t('search.price')}</legend>
            <div className="mt-1 flex items-center gap-2">
              <PriceInput name="priceMin" label={t('search.priceMin')} value={state.priceMin} />
              <span aria-hidden="true">–</span>
              <PriceInput name="priceMax" label={t('search.priceMax')} value={state.priceMax} />
            </div>
          </fieldset>
          <FilterField id="search-min-rating" label={t('search.minRating')}>
            <select
              id="search-min-rating"
              name="minRating"
              defaultValue={state.minRating ?? ''}
              className={FIELD_CLASS}
            >
              <option value="">{t('search.anyRating')}</option>
              {RATING_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {t('search.ratingAtLeast', { rating: rating(value) })}
                </option>
              ))}
            </select>
          </FilterField>
          <fieldset className="flex min-w-0 flex-col gap-1 sm:col-span-2">
            <legend className="text-sm font-medium text-slate-800">{t('search.freeTime')}</legend>
            <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
              {TIME_WINDOW_FIELDS.map((field) => (
                <div
                  key={field.name}
                  className={`flex flex-col ${field.name === 'date' ? 'col-span-2 sm:col-span-1' : ''}`}
                >
                  <label htmlFor={`search-${field.name}`} className="text-xs text-slate-600">
                    {t(field.label)}
                  </label>
                  <input
                    id={`search-${field.name}`}
                    name={field.name}
                    type={field.type}
                    step={field.type === 'time' ? 900 : undefined}
                    defaultValue={state[field.name]}
                    className={FIELD_CLASS}
                  />
                </div>
              ))}
            </div>
            {!state.category && !state.service && (
              <p className="text-sm text-slate-600">{t('search.freeTimeHint')}</p>
            )}
          </fieldset>
          <div className="flex items-center gap-2 self-end py-2">
            <input
              id="search-open-now"
              name="openNow"
              type="checkbox"
              value="true"
              defaultChecked={state.openNow === 'true' || state.openNow === '1'}
              className="size-5 accent-brand-700"
            />
            <label htmlFor="search-open-now" className="font-medium text-slate-800">
              {t('search.openNow')}
            </label>
          </div>
          <NearMeControl locale={locale} state={state} />
          <div className="flex items-end sm:col-span-2 lg:col-span-2 lg:justify-end">
            <button
              type="submit"
              className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t('search.applyFilters')}
            </button>
          </div>
        </div>
      </details>
    </>
  );
}

/** One end of the price range: a number field labelled for screen readers (the placeholder shows the label). */
function PriceInput({
  name,
  label,
  value,
}: {
  name: 'priceMin' | 'priceMax';
  label: string;
  value?: string;
}) {
  const id = name === 'priceMin' ? 'search-price-min' : 'search-price-max';
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder={label}
        defaultValue={value}
        className={FIELD_CLASS}
      />
    </>
  );
}
