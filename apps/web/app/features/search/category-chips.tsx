import type { Category, SearchPage } from '@kalendo/contracts';
import { numberFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SearchState, searchPath, slugWords, withChanges } from '../../shared/search/search-params.ts';

const CHIP =
  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap';
const CHIP_IDLE = `${CHIP} border-slate-200 bg-white text-slate-800 hover:border-brand-700`;
const CHIP_ON = `${CHIP} border-brand-700 bg-brand-700 text-white`;

/**
 * Category filter as links (they work without JavaScript): one chip per category with its match count,
 * counted with every other filter; the chosen one is marked and "All" removes it.
 */
export function CategoryChips({
  locale,
  state,
  facets,
  categories,
}: {
  locale: string;
  state: SearchState;
  facets: SearchPage['facets']['categories'];
  categories: Category[];
}) {
  const { t, i18n } = useTranslation();
  const names = new Map(categories.map((category) => [category.slug, category.name]));
  const shown = [...facets];
  if (state.category && !shown.some((facet) => facet.slug === state.category)) {
    shown.unshift({ slug: state.category, count: 0 });
  }
  if (shown.length === 0) return null;
  const count = numberFormat(i18n.language);
  return (
    <nav aria-label={t('search.categories')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        <li>
          <Link
            to={searchPath(locale, withChanges(state, { category: undefined }))}
            aria-current={state.category ? undefined : 'page'}
            className={state.category ? CHIP_IDLE : CHIP_ON}
          >
            {t('search.allCategories')}
          </Link>
        </li>
        {shown.map((facet) => {
          const on = facet.slug === state.category;
          return (
            <li key={facet.slug}>
              <Link
                to={searchPath(locale, withChanges(state, { category: on ? undefined : facet.slug }))}
                aria-current={on ? 'page' : undefined}
                className={on ? CHIP_ON : CHIP_IDLE}
              >
                {names.get(facet.slug) ?? slugWords(facet.slug)}
                <span className={on ? 'text-white/85' : 'text-slate-500'}>{count.format(facet.count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
