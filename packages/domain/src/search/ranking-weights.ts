/**
 * The numbers that rank search results and suggestions, in one place: the database layer receives them and
 * writes them into its SQL, so a change of ranking is a change here, not a hunt through query text.
 * Scores run from 0 (no match) to 1 (the best match).
 */
export interface SearchRankingWeights {
  /** Minimum pg_trgm word similarity of a text match (0.45 lets "manikur" find "manicure"). */
  textMatchThreshold: number;
  /** A place matched through its category scores this share of the category's match. */
  categoryMatch: number;
  /** A place matched by other words than its names (description, services) scores this share of it. */
  otherWordsMatch: number;
  /** A suggestion whose text starts the value. */
  suggestionStartsValue: number;
  /** A suggestion whose text starts a later word of the value. */
  suggestionStartsLaterWord: number;
  /** A business or location whose name starts with the text. */
  suggestionPlaceName: number;
}

export const SEARCH_RANKING_WEIGHTS: SearchRankingWeights = {
  textMatchThreshold: 0.45,
  categoryMatch: 0.9,
  otherWordsMatch: 0.8,
  suggestionStartsValue: 1,
  suggestionStartsLaterWord: 0.9,
  suggestionPlaceName: 0.95,
};
