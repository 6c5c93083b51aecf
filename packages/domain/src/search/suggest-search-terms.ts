import type { LocationSearch, SearchSuggestion } from './location-search.ts';

/** Suggestions a search box shows at most. */
export const MAX_SUGGESTIONS = 8;

/** What to propose while the user types: service types and categories first, then cities and places. */
export async function suggestSearchTerms(
  deps: { search: LocationSearch },
  request: { q: string; locale: string },
): Promise<SearchSuggestion[]> {
  const text = request.q.trim();
  if (text === '') return [];
  return deps.search.suggest({ text, locale: request.locale, limit: MAX_SUGGESTIONS });
}
