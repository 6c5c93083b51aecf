import type { SearchQuery, Suggestion } from '@kalendo/contracts';

/**
 * The page's URL parameters: the API's names, in a fixed order so that equal searches share one URL.
 * Differences: `priceMin` and `priceMax` are whole currency units on the page (what people type), minor
 * units in the API; `view=map` (the page's own) shows the results on a map and is not sent to the API.
 */
export const SEARCH_PARAM_NAMES = [
  'q',
  'category',
  'service',
  'city',
  'lat',
  'lng',
  'radius',
  'priceMin',
  'priceMax',
  'minRating',
  'openNow',
  'date',
  'from',
  'to',
  'sort',
  'cursor',
  'view',
] as const satisfies ReadonlyArray<keyof SearchQuery | 'view'>;

export type SearchParamName = (typeof SEARCH_PARAM_NAMES)[number];

/** What the page searches for: the non-empty parameters of its URL, as strings. */
export type SearchState = Partial<Record<SearchParamName, string>>;

/** The sort orders (mirrors the API's; kept here so the browser bundle does not load the schemas). */
export const SORT_OPTIONS = ['relevance', 'distance', 'rating', 'price'] as const satisfies ReadonlyArray<
  NonNullable<SearchQuery['sort']>
>;

/** A search as the API takes it: the page's parameters but the view, as text (the API says what it refuses). */
export type ApiSearchQuery = Partial<Record<Exclude<SearchParamName, 'view'> | 'limit', string>>;

const isName = (name: string): name is SearchParamName =>
  (SEARCH_PARAM_NAMES as readonly string[]).includes(name);

/** The search a URL (or a submitted GET form) describes; blank and unknown parameters are left out. */
export function readSearchState(params: URLSearchParams): SearchState {
  const state: SearchState = {};
  for (const name of SEARCH_PARAM_NAMES) {
    const value = params.get(name)?.trim();
    if (value) state[name] = value;
  }
  // The list is the default view: only `map` is kept.
  if (state.view !== 'map') delete state.view;
  return state;
}

/** True when a known parameter is present but blank (`priceMin=`), as a plain GET form sends them. */
export function hasBlankParams(params: URLSearchParams): boolean {
  for (const [name, value] of params) if (isName(name) && value.trim() === '') return true;
  return false;
}

/** URL query of a search, without the leading `?` (empty for "everything"). */
export function searchQueryString(state: SearchState): string {
  const params = new URLSearchParams();
  for (const name of SEARCH_PARAM_NAMES) {
    const value = state[name];
    if (value) params.set(name, value);
  }
  return params.toString();
}

/** Path of the search page in a language, for a search. */
export function searchPath(locale: string, state: SearchState = {}): string {
  const query = searchQueryString(state);
  return `/${locale}/search${query ? `?${query}` : ''}`;
}

/**
 * The same search with some parameters changed (`undefined` removes one). A changed search starts again
 * at its first page unless the change is the cursor itself.
 */
export function withChanges(
  state: SearchState,
  changes: Partial<Record<SearchParamName, string | undefined>>,
) {
  const next: SearchState = { ...state };
  if (!('cursor' in changes)) delete next.cursor;
  for (const [name, value] of Object.entries(changes) as Array<[SearchParamName, string | undefined]>) {
    if (value) next[name] = value;
    else delete next[name];
  }
  // A radius or a distance sort means nothing without a point.
  if (!next.lat || !next.lng) {
    delete next.radius;
    if (next.sort === 'distance') delete next.sort;
  }
  return next;
}

const WHOLE_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** The API's query for a search: prices in minor units; anything malformed passes as is, for the API to name. */
export function toApiQuery(state: SearchState): ApiSearchQuery {
  const { view: _view, ...query } = state;
  for (const name of ['priceMin', 'priceMax'] as const) {
    const value = state[name];
    if (value && WHOLE_AMOUNT.test(value)) query[name] = String(Math.round(Number(value) * 100));
  }
  return query;
}

/** Number of filters set besides the text, the category chips and the page. */
export function countFilters(state: SearchState): number {
  const names: SearchParamName[] = [
    'priceMin',
    'priceMax',
    'minRating',
    'openNow',
    'date',
    'from',
    'to',
    'lat',
  ];
  return names.filter((name) => state[name]).length;
}

/**
 * Where picking a suggestion leads: a place opens its page; a service type, category or city becomes that
 * filter (replacing the typed text); a business name is searched as text. Other filters stay.
 */
export function suggestionPath(locale: string, state: SearchState, suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'location':
      return `/${locale}/location/${encodeURIComponent(suggestion.slug)}`;
    case 'service':
      return searchPath(locale, withChanges(state, { q: undefined, service: suggestion.slug }));
    case 'category':
      return searchPath(locale, withChanges(state, { q: undefined, category: suggestion.slug }));
    case 'city':
      return searchPath(locale, withChanges(state, { q: undefined, city: suggestion.slug }));
    default:
      return searchPath(locale, withChanges(state, { q: suggestion.label }));
  }
}

/** "gel-manicure" → "gel manicure": a readable stand-in where only a slug is known. */
export function slugWords(slug: string): string {
  return slug.replace(/-+/g, ' ').trim();
}
