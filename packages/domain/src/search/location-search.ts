import type { LocationSummary } from '../locations/list-featured-locations.ts';
import type { SortKey } from './sort-keys.ts';

/** A point and a radius: "near me" or a map centre. */
export interface SearchArea {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** "Has a free slot on this local date, starting between these local times" (HH:MM, start inclusive). */
export interface SlotWindow {
  date: string;
  from: string;
  to: string;
}

/** The filters as the database layer applies them; every field narrows the result. */
export interface SearchFilters {
  /** Free text, trimmed, at least one character. */
  text?: string | undefined;
  categorySlug?: string | undefined;
  /** A marketplace service slug or id. */
  service?: string | undefined;
  citySlug?: string | undefined;
  area?: SearchArea | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  minRating?: number | undefined;
  /** Only places open at this instant (in each place's own time zone). */
  openAt?: Date | undefined;
  /**
   * Only places that may have a free slot that date: a matching active service with an active staff member
   * who works that weekday, and no closing that date. A necessary condition; the engine decides.
   */
  maybeFreeOn?: string | undefined;
}

/** Where the previous page stopped: its last row's sort keys (integers) and id. */
export interface SearchPosition {
  keys: number[];
  id: string;
}

export interface LocationSearchRequest {
  filters: SearchFilters;
  sortKeys: SortKey[];
  after: SearchPosition | null;
  limit: number;
  /** Count the total and the category facets (only the first batch of a request needs them). */
  withCounts: boolean;
}

export interface LocationSearchHit {
  location: LocationSummary;
  distanceKm: number | null;
  /** Where the place is (a map's marker). */
  latitude: number;
  longitude: number;
  position: SearchPosition;
  /** Active services of this place matching the service or category filter (for the availability check). */
  matchingServiceIds: string[];
}

export interface CategoryFacet {
  slug: string;
  count: number;
}

export interface LocationSearchBatch {
  hits: LocationSearchHit[];
  total: number;
  facets: CategoryFacet[];
}

export const SUGGESTION_KINDS = ['service', 'category', 'business', 'city', 'location'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export interface SearchSuggestion {
  kind: SuggestionKind;
  label: string;
  slug: string;
  /** The place's city for businesses and locations, the category for services. */
  detail: string | null;
}

/** Port implemented by the database layer. */
export interface LocationSearch {
  search(request: LocationSearchRequest): Promise<LocationSearchBatch>;
  suggest(request: { text: string; locale: string; limit: number }): Promise<SearchSuggestion[]>;
}
