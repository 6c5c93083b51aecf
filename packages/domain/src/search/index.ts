export { firstFreeSlot } from './first-free-slot.ts';
export {
  type CategoryFacet,
  type LocationSearch,
  type LocationSearchBatch,
  type LocationSearchHit,
  type LocationSearchRequest,
  type SearchArea,
  type SearchFilters,
  type SearchPosition,
  type SearchSuggestion,
  type SlotWindow,
  SUGGESTION_KINDS,
  type SuggestionKind,
} from './location-search.ts';
export { SEARCH_RANKING_WEIGHTS, type SearchRankingWeights } from './ranking-weights.ts';
export { decodeSearchCursor, encodeSearchCursor } from './search-cursor.ts';
export {
  MAX_AVAILABILITY_CHECKS,
  type SearchDeps,
  type SearchResult,
  type SearchResultPage,
  searchLocations,
} from './search-locations.ts';
export {
  SEARCH_SORTS,
  type SearchSort,
  SORT_KEYS,
  type SortKey,
  selectSortKeys,
} from './sort-keys.ts';
export { MAX_SUGGESTIONS, suggestSearchTerms } from './suggest-search-terms.ts';
export { DEFAULT_RADIUS_KM, type SearchInput, validateSearchInput } from './validate-search-input.ts';
