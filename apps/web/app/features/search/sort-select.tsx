import { useTranslation } from 'react-i18next';
import { type SearchState, SORT_OPTIONS } from '../../shared/search/search-params.ts';
import { SEARCH_FORM_ID } from './search-form.tsx';

/** Sort order, a field of the search form placed beside the results; choosing one searches again. */
export function SortSelect({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  const near = Boolean(state.lat && state.lng);
  const fallback = near && !state.q ? 'distance' : 'relevance';
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="search-sort" className="font-medium text-slate-700">
        {t('search.sort')}
      </label>
      <select
        // A new search (client navigation) must show its own order: remount instead of keeping the old choice.
        key={state.sort ?? fallback}
        id="search-sort"
        name="sort"
        form={SEARCH_FORM_ID}
        defaultValue={state.sort ?? fallback}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
      >
        {SORT_OPTIONS.filter((option) => option !== 'distance' || near).map((option) => (
          <option key={option} value={option}>
            {t(`search.sortBy.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
