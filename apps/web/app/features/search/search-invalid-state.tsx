import { listFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SearchState, searchPath } from '../../shared/search/search-params.ts';

/** The API refused the search (a 400): which values to change, and a way to start again. */
export function SearchInvalidState({
  locale,
  state,
  fields,
}: {
  locale: string;
  state: SearchState;
  fields: string[];
}) {
  const { t, i18n } = useTranslation();
  const names = [...new Set(fields.map((field) => t(`search.field.${field}`, { defaultValue: field })))];
  const list = listFormat(i18n.language, { type: 'conjunction' }).format(names);
  return (
    <section
      role="alert"
      aria-labelledby="search-invalid-heading"
      className="rounded-2xl border border-red-200 bg-red-50 p-5"
    >
      <h2 id="search-invalid-heading" className="text-lg font-semibold text-red-900">
        {t('search.invalidTitle')}
      </h2>
      <p className="mt-1 text-red-900">
        {names.length > 0 ? t('search.invalidFields', { fields: list }) : t('search.invalidAny')}
      </p>
      <p className="mt-3 flex flex-wrap gap-4">
        {state.q && (
          <Link
            to={searchPath(locale, { q: state.q.slice(0, 100) })}
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            {t('search.keepTextOnly', { query: state.q.slice(0, 100) })}
          </Link>
        )}
        <Link to={searchPath(locale)} className="font-medium text-brand-800 underline underline-offset-4">
          {t('search.startOver')}
        </Link>
      </p>
    </section>
  );
}
