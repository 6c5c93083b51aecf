import { invalidSearchInput } from './invalid-search-input.ts';
import type { SearchArea, SearchFilters, SlotWindow } from './location-search.ts';
import { fingerprint } from './search-cursor.ts';
import type { SearchSort } from './sort-keys.ts';
import { type SortKey, selectSortKeys } from './sort-keys.ts';

/** The search parameters after the API's schema checks (types, ranges, formats). */
export interface SearchInput {
  q?: string | undefined;
  category?: string | undefined;
  service?: string | undefined;
  city?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  minRating?: number | undefined;
  openNow?: boolean | undefined;
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: SearchSort | undefined;
  cursor?: string | undefined;
  limit: number;
}

export interface ValidSearch {
  filters: Omit<SearchFilters, 'openAt'>;
  openNow: boolean;
  sortKeys: SortKey[];
  window: SlotWindow | null;
  /** Identifies the search (not the page): a cursor only continues the search it came from. */
  fingerprint: string;
}

/** Radius of "near me" when the client sends a point without one. */
export const DEFAULT_RADIUS_KM = 10;

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function readArea(input: SearchInput): SearchArea | undefined {
  if ((input.lat === undefined) !== (input.lng === undefined)) {
    throw invalidSearchInput(input.lat === undefined ? 'lat' : 'lng', 'lat and lng go together');
  }
  if (input.lat === undefined || input.lng === undefined) {
    if (input.radius !== undefined) throw invalidSearchInput('radius', 'a radius needs lat and lng');
    return undefined;
  }
  return { latitude: input.lat, longitude: input.lng, radiusKm: input.radius ?? DEFAULT_RADIUS_KM };
}

function readWindow(input: SearchInput): SlotWindow | null {
  if (input.date === undefined) {
    if (input.from !== undefined || input.to !== undefined) {
      throw invalidSearchInput(input.from !== undefined ? 'from' : 'to', 'a time window needs a date');
    }
    return null;
  }
  if (!isCalendarDate(input.date)) throw invalidSearchInput('date', 'not a calendar date');
  if (input.service === undefined && input.category === undefined) {
    throw invalidSearchInput('date', 'availability needs a service or a category');
  }
  const window = { date: input.date, from: input.from ?? '00:00', to: input.to ?? '24:00' };
  if (window.from >= window.to) throw invalidSearchInput('to', 'must be after from');
  return window;
}

/** The checks that span several parameters, and the plan of the search: filters, sort keys, slot window. */
export function validateSearchInput(input: SearchInput): ValidSearch {
  const area = readArea(input);
  const sort = input.sort ?? (area && !input.q ? 'distance' : 'relevance');
  if (sort === 'distance' && !area) throw invalidSearchInput('sort', 'sorting by distance needs lat and lng');
  if (input.priceMin !== undefined && input.priceMax !== undefined && input.priceMin > input.priceMax) {
    throw invalidSearchInput('priceMax', 'must not be below priceMin');
  }
  const window = readWindow(input);
  const text = input.q?.trim() || undefined;
  const filters: ValidSearch['filters'] = {
    text,
    categorySlug: input.category,
    service: input.service,
    citySlug: input.city,
    area,
    priceMin: input.priceMin,
    priceMax: input.priceMax,
    minRating: input.minRating,
    maybeFreeOn: window?.date,
  };
  const sortKeys = selectSortKeys(sort, { hasText: text !== undefined, hasArea: area !== undefined });
  const identity = JSON.stringify([filters, input.openNow ?? false, window, sortKeys]);
  return { filters, openNow: input.openNow ?? false, sortKeys, window, fingerprint: fingerprint(identity) };
}
