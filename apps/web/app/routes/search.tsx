import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { ActiveFilterChips } from '../features/search/active-filter-chips.tsx';
import { CategoryChips } from '../features/search/category-chips.tsx';
import { fetchSearchPage } from '../features/search/fetch-search-page.ts';
import { SearchEmptyState } from '../features/search/search-empty-state.tsx';
import { SearchFilters } from '../features/search/search-filters.tsx';
import { SearchForm } from '../features/search/search-form.tsx';
import { SearchInvalidState } from '../features/search/search-invalid-state.tsx';
import { SearchResults } from '../features/search/search-results.tsx';
import { metaTranslator, pageMeta } from '../lib/page-meta.ts';
import { sameForEveryone } from '../lib/personal-overlay.ts';
import { requestContext } from '../lib/request-context.ts';
import { rootDataOf } from '../lib/root-data.ts';
import { assertDiscoveryPage } from '../lib/route-guards.ts';
import { hasBlankParams, readSearchState, searchPath } from '../shared/search/search-params.ts';
import type { Route } from './+types/search';

/**
 * Server-rendered search: the URL is the search (the API's parameter names), so results can be shared.
 * A plain form's blank fields are tidied away by a redirect; a search the API refuses (400) is shown as
 * a message on the page, with status 400.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  assertDiscoveryPage(context);
  const url = new URL(request.url);
  const state = readSearchState(url.searchParams);
  if (hasBlankParams(url.searchParams)) throw redirect(searchPath(params.locale, state));
  const { api, mapStyleUrl } = context.get(requestContext);
  const page = { ...(await fetchSearchPage(api, state)), mapStyleUrl };
  return page.outcome.kind === 'invalid' ? data(page, { status: 400 }) : page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = metaTranslator(root);
  const query = loaderData?.state.q;
  return pageMeta(root, {
    title: query ? t('search.titleFor', { query }) : t('search.title'),
    description: t('search.description'),
  });
};

export default function Search({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, categories, outcome, mapStyleUrl } = loaderData;
  const locale = params.locale;
  const items = outcome.kind === 'results' ? outcome.page.items : [];
  return (
    <div className="flex flex-col gap-4 pt-4 sm:pt-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('search.title')}</h1>
      {/* Above the form, so the message is in view on a phone even with the filter panel open. */}
      {outcome.kind === 'invalid' && (
        <SearchInvalidState locale={locale} state={state} fields={outcome.fields} />
      )}
      {/* Remounted per search, so the fields show the search of the URL after every navigation. */}
      <SearchForm key={searchPath(locale, state)} locale={locale} state={state}>
        <SearchFilters locale={locale} state={state} open={outcome.kind === 'invalid'} />
      </SearchForm>
      {outcome.kind === 'results' && (
        <CategoryChips
          locale={locale}
          state={state}
          facets={outcome.page.facets.categories}
          categories={categories}
        />
      )}
      <ActiveFilterChips locale={locale} state={state} items={items} />
      {outcome.kind === 'results' &&
        (outcome.page.items.length === 0 ? (
          <SearchEmptyState locale={locale} state={state} />
        ) : (
          <SearchResults locale={locale} state={state} page={outcome.page} mapStyleUrl={mapStyleUrl} />
        ))}
    </div>
  );
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;
