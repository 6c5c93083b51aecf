import type { SearchPage } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type SearchParamName,
  type SearchState,
  searchPath,
  slugWords,
  withChanges,
} from '../../shared/search/search-params.ts';

/**
 * Filters chosen outside the panel (a city or a service type from the suggestions, a position from "near
 * me"), each with a link that removes it.
 */
export function ActiveFilterChips({
  locale,
  state,
  items,
}: {
  locale: string;
  state: SearchState;
  items: SearchPage['items'];
}) {
  const { t } = useTranslation();
  const chips: Array<{ label: string; remove: Partial<Record<SearchParamName, undefined>> }> = [];
  if (state.city) {
    const city = items.find((item) => item.citySlug === state.city)?.city ?? slugWords(state.city);
    chips.push({ label: t('search.inCity', { city }), remove: { city: undefined } });
  }
  if (state.service) {
    chips.push({
      label: t('search.serviceFilter', { service: slugWords(state.service) }),
      remove: { service: undefined },
    });
  }
  if (state.lat && state.lng) {
    chips.push({ label: t('search.nearYou'), remove: { lat: undefined, lng: undefined } });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li
          key={chip.label}
          className="inline-flex items-center gap-1 rounded-full bg-brand-700/10 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
        >
          {chip.label}
          <Link
            to={searchPath(locale, withChanges(state, chip.remove))}
            aria-label={t('search.removeFilter', { name: chip.label })}
            className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-700/20"
          >
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
