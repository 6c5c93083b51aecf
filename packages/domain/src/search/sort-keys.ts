/** How search results can be ordered. */
export const SEARCH_SORTS = ['relevance', 'distance', 'rating', 'price'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * What a sort orders by, in order, each ascending as the database layer computes it (it negates the keys
 * that go "best first"); the location id breaks the remaining ties, so every row has one exact position.
 */
export const SORT_KEYS = ['textRank', 'rating', 'ratingCount', 'distance', 'price'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export function selectSortKeys(sort: SearchSort, context: { hasText: boolean; hasArea: boolean }): SortKey[] {
  const distance: SortKey[] = context.hasArea ? ['distance'] : [];
  switch (sort) {
    case 'relevance':
      return [...(context.hasText ? (['textRank'] as const) : []), 'rating', 'ratingCount', ...distance];
    case 'distance':
      return ['distance'];
    case 'rating':
      return ['rating', 'ratingCount', ...distance];
    case 'price':
      return ['price', 'rating', ...distance];
  }
}
