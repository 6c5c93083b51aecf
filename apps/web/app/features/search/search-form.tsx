import type { Suggestion } from '@kalendo/contracts';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  readSearchState,
  type SearchState,
  searchPath,
  suggestionPath,
} from '../../shared/search/search-params.ts';
import { SearchCombobox } from './search-combobox.tsx';

export const SEARCH_FORM_ID = 'search-form';

/** The search a form describes right now (its fields, blanks left out). */
export function formSearchState(form: HTMLFormElement): SearchState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return readSearchState(params);
}

/**
 * The search form: a GET form to the search page, so it works before (or without) JavaScript. With it,
 * submitting navigates to the tidy URL of the search (no blank parameters) and a picked suggestion goes
 * straight to where it leads. `children` are the filters (none in the home page's hero).
 */
export function SearchForm({
  locale,
  state = {},
  children,
  tone = 'plain',
}: {
  locale: string;
  state?: SearchState;
  children?: ReactNode;
  tone?: 'plain' | 'hero';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(searchPath(locale, formSearchState(event.currentTarget)));
  }

  function onPick(suggestion: Suggestion) {
    const current = form.current ? formSearchState(form.current) : state;
    navigate(suggestionPath(locale, current, suggestion));
  }

  return (
    <search>
      <form
        ref={form}
        id={children ? SEARCH_FORM_ID : undefined}
        method="get"
        action={`/${locale}/search`}
        onSubmit={onSubmit}
        className="flex flex-col gap-3"
      >
        <div className="relative flex gap-2">
          <SearchCombobox defaultValue={state.q ?? ''} onPick={onPick} className="min-w-0 flex-1" />
          <button
            type="submit"
            className={`shrink-0 rounded-full px-5 py-3 font-semibold ${
              tone === 'hero'
                ? 'bg-white text-brand-800 hover:bg-slate-100'
                : 'bg-brand-700 text-white hover:bg-brand-800'
            }`}
          >
            {t('search.submit')}
          </button>
        </div>
        {children}
      </form>
    </search>
  );
}
