import type { AvailabilitySource } from '../booking/list-availability.ts';
import type { LocationSummary } from '../locations/list-featured-locations.ts';
import { firstFreeSlot } from './first-free-slot.ts';
import type {
  CategoryFacet,
  LocationSearch,
  LocationSearchHit,
  SearchFilters,
  SearchPosition,
  SlotWindow,
} from './location-search.ts';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor.ts';
import { type SearchInput, type ValidSearch, validateSearchInput } from './validate-search-input.ts';

/** Places the availability engine checks at most per request; the cursor continues after the last one. */
export const MAX_AVAILABILITY_CHECKS = 40;

export interface SearchResult extends LocationSummary {
  distanceKm: number | null;
  latitude: number;
  longitude: number;
  /** The first free start in the requested window (only when a date is given), as a UTC instant. */
  nextFreeSlot: string | null;
}

export interface SearchResultPage {
  items: SearchResult[];
  /**
   * Places matching every filter. With a date, the places passing the database's pre-check (a matching
   * service whose staff work that weekday, not closed that date): an upper bound of the exact count.
   */
  total: number;
  facets: { categories: CategoryFacet[] };
  nextCursor: string | null;
}

export interface SearchDeps {
  search: LocationSearch;
  availability: AvailabilitySource;
  now: () => Date;
}

const toResult = (hit: LocationSearchHit, nextFreeSlot: string | null): SearchResult => ({
  ...hit.location,
  distanceKm: hit.distanceKm,
  latitude: hit.latitude,
  longitude: hit.longitude,
  nextFreeSlot,
});

/** Filtered, sorted, cursor-paginated places; with a date, only those with a free slot in the window. */
export async function searchLocations(deps: SearchDeps, input: SearchInput): Promise<SearchResultPage> {
  const plan = validateSearchInput(input);
  const after = input.cursor
    ? decodeSearchCursor(input.cursor, plan.fingerprint, plan.sortKeys.length)
    : null;
  const filters = { ...plan.filters, openAt: plan.openNow ? deps.now() : undefined };
  if (!plan.window) {
    const batch = await deps.search.search({
      filters,
      sortKeys: plan.sortKeys,
      after,
      limit: input.limit + 1,
      withCounts: true,
    });
    const page = batch.hits.slice(0, input.limit);
    const last = page.at(-1);
    return {
      items: page.map((hit) => toResult(hit, null)),
      total: batch.total,
      facets: { categories: batch.facets },
      nextCursor:
        batch.hits.length > input.limit && last ? encodeSearchCursor(last.position, plan.fingerprint) : null,
    };
  }
  return searchWithAvailability(deps, plan, filters, plan.window, { limit: input.limit, after });
}

/**
 * Walks the pre-filtered candidates in sort order and keeps the places the availability engine finds a free
 * slot at, until the page is full or the check budget is spent; the cursor then points after the last place
 * checked, so the next page neither repeats nor skips one.
 */
async function searchWithAvailability(
  deps: SearchDeps,
  plan: ValidSearch,
  filters: SearchFilters,
  window: SlotWindow,
  request: { limit: number; after: SearchPosition | null },
): Promise<SearchResultPage> {
  const items: SearchResult[] = [];
  let after = request.after;
  let checks = 0;
  let exhausted = false;
  let leftOver = false;
  let counts: { total: number; facets: CategoryFacet[] } | null = null;
  while (!exhausted && !leftOver && items.length < request.limit && checks < MAX_AVAILABILITY_CHECKS) {
    const batchSize = Math.min(request.limit, MAX_AVAILABILITY_CHECKS - checks);
    const batch = await deps.search.search({
      filters,
      sortKeys: plan.sortKeys,
      after,
      limit: batchSize,
      withCounts: counts === null,
    });
    counts ??= { total: batch.total, facets: batch.facets };
    exhausted = batch.hits.length < batchSize;
    for (const [index, hit] of batch.hits.entries()) {
      checks++;
      after = hit.position;
      const serviceIds = hit.matchingServiceIds;
      const slot = await firstFreeSlot(deps, { slug: hit.location.slug, serviceIds }, window);
      if (slot) items.push(toResult(hit, slot));
      if (items.length === request.limit) {
        leftOver = index < batch.hits.length - 1;
        break;
      }
    }
  }
  return {
    items,
    total: counts?.total ?? 0,
    facets: { categories: counts?.facets ?? [] },
    nextCursor: (!exhausted || leftOver) && after ? encodeSearchCursor(after, plan.fingerprint) : null,
  };
}
