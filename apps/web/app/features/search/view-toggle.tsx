import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SearchState, searchPath, withChanges } from '../../shared/search/search-params.ts';

/** "List | Map": two links to the same search (a shareable `view=map`), the page of results kept. */
export function ViewToggle({ locale, state }: { locale: string; state: SearchState }) {
  const { t } = useTranslation();
  const current = state.view === 'map' ? 'map' : 'list';
  const views = [
    { view: 'list', label: t('search.viewList'), to: { view: undefined } },
    { view: 'map', label: t('search.viewMap'), to: { view: 'map' } },
  ] as const;
  return (
    <nav
      aria-label={t('search.viewLabel')}
      className="flex rounded-full border border-slate-300 p-0.5 text-sm"
    >
      {views.map(({ view, label, to }) => (
        <Link
          key={view}
          to={searchPath(locale, withChanges(state, { ...to, cursor: state.cursor }))}
          aria-current={view === current ? 'true' : undefined}
          preventScrollReset
          className={`rounded-full px-3.5 py-1.5 font-medium ${
            view === current ? 'bg-brand-800 text-white' : 'text-slate-700 hover:text-brand-800'
          }`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
