import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SearchState, searchPath } from '../../shared/search/search-params.ts';

const LINK = 'font-medium text-brand-800 underline underline-offset-4';

/** No place matches: ways to broaden the search (keep only the text, or see every place). */
export function SearchEmptyState({ locale, state }: { locale: string; state: SearchState }) {
  const { t } = useTranslation();
  const filtered = Object.keys(state).some((name) => name !== 'q' && name !== 'cursor');
  return (
    <section aria-labelledby="search-empty-heading" className="mx-auto mt-8 max-w-xl text-center">
      <h2 id="search-empty-heading" className="text-xl font-semibold">
        {t('search.emptyTitle')}
      </h2>
      <p className="mt-2 text-slate-600">{t('search.emptyHint')}</p>
      <ul className="mt-4 flex flex-col items-center gap-2">
        {filtered && state.q && (
          <li>
            <Link to={searchPath(locale, { q: state.q })} className={LINK}>
              {t('search.keepTextOnly', { query: state.q })}
            </Link>
          </li>
        )}
        <li>
          <Link to={searchPath(locale)} className={LINK}>
            {t('search.browseAll')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
