import type { SearchPage } from '@kalendo/contracts';
import type { ApiClient } from '../../lib/api-client.ts';
import { type SearchState, toApiQuery } from '../../shared/search/search-params.ts';

/** The API's answer to a search: a page of places, or the parameters it refused (a 400). */
export type SearchOutcome = { kind: 'results'; page: SearchPage } | { kind: 'invalid'; fields: string[] };

/** Names of the refused parameters in an API error (`details.fields[].path`). */
function refusedFields(details: Record<string, unknown> | undefined): string[] {
  const fields: unknown[] = Array.isArray(details?.fields) ? details.fields : [];
  const paths = fields.map((field) =>
    typeof field === 'object' && field !== null && 'path' in field ? String(field.path) : '',
  );
  return [...new Set(paths.filter(Boolean))];
}

/** Everything the search page shows: the search, its outcome and the category names of the chips. */
export async function fetchSearchPage(api: ApiClient, state: SearchState) {
  const [categories, result] = await Promise.all([
    api.listCategories(),
    api.searchLocations(toApiQuery(state)),
  ]);
  const outcome: SearchOutcome = result.ok
    ? { kind: 'results', page: result.data }
    : { kind: 'invalid', fields: refusedFields(result.error.details) };
  return { state, categories: categories.items, outcome };
}

export type SearchPageData = Awaited<ReturnType<typeof fetchSearchPage>>;
