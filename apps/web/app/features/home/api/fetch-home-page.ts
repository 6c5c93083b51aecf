import type { InspirationPhotoDto, LocationSummaryDto, SearchPage } from '@kalendo/contracts';
import type { ApiClient } from '../../../lib/api-client.ts';
import type { ApiSearchQuery } from '../../../shared/search/search-params.ts';

export const FEATURED_LIMIT = 8;
export const NEAR_YOU_LIMIT = 4;
export const NEAR_YOU_RADIUS_KM = '25';
export const INSPIRATION_LIMIT = 6;

/** A section that may fail on its own: the page shows the rest and says this part is unavailable. */
export type HomeSection<T> = { status: 'ok'; items: T[] } | { status: 'failed' };

async function section<T>(load: () => Promise<T[]>): Promise<HomeSection<T>> {
  try {
    return { status: 'ok', items: await load() };
  } catch {
    return { status: 'failed' };
  }
}

/** "Near you": around a shared position, else the city of the last place viewed, else the configured one. */
export type NearYou = HomeSection<SearchPage['items'][number]> & {
  position: { lat: string; lng: string } | null;
  citySlug: string;
};

export interface HomeRequest {
  /** `kalendo_recent`, most recent first. */
  recentSlugs: string[];
  position: { lat: string; lng: string } | null;
  defaultCity: string;
}

async function searchItems(api: ApiClient, query: ApiSearchQuery) {
  const result = await api.searchLocations({ ...query, limit: String(NEAR_YOU_LIMIT) });
  if (!result.ok) throw new Error(result.error.message);
  return result.data.items;
}

async function nearYou(api: ApiClient, request: HomeRequest, recent: HomeSection<LocationSummaryDto>) {
  const { position } = request;
  const citySlug = (recent.status === 'ok' && recent.items[0]?.citySlug) || request.defaultCity;
  const places = await section(() =>
    position
      ? searchItems(api, { ...position, radius: NEAR_YOU_RADIUS_KM, sort: 'distance' })
      : searchItems(api, { city: citySlug, sort: 'rating' }),
  );
  return { ...places, position, citySlug } satisfies NearYou;
}

/**
 * Everything the home page shows, in parallel through the API client. Categories and top-rated places are
 * the page (their failure is the page's); "Near you", "Recently viewed" and inspiration fail on their own.
 */
export async function fetchHomePage(api: ApiClient, request: HomeRequest) {
  const recentPlaces = section(async () =>
    request.recentSlugs.length > 0 ? (await api.listLocationsBySlugs(request.recentSlugs)).items : [],
  );
  const [categories, featured, recent, near, inspiration] = await Promise.all([
    api.listCategories(),
    api.listFeaturedLocations({ limit: FEATURED_LIMIT }),
    recentPlaces,
    recentPlaces.then((places) => nearYou(api, request, places)),
    section<InspirationPhotoDto>(async () => (await api.listInspirationTeaser(INSPIRATION_LIMIT)).items),
  ]);
  return { categories: categories.items, featured: featured.items, recent, nearYou: near, inspiration };
}

export type HomePageData = Awaited<ReturnType<typeof fetchHomePage>>;
