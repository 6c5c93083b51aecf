import type { Money } from '../money/money.ts';

/** What a list of places shows about one location. */
export interface LocationSummary {
  id: string;
  slug: string;
  name: string;
  businessName: string;
  city: string;
  citySlug: string;
  addressLine: string;
  timeZone: string;
  rating: { average: number; count: number };
  /** Lowest price of its active paid services (free consultations aside), or null when it lists none. */
  priceFrom: Money | null;
  photo: { id: string; width: number; height: number; alt: string } | null;
  /** Its business's logo (ADR 051), shown on the card; null: none. */
  businessLogo: { id: string; width: number; height: number; alt: string } | null;
}

/** Port implemented by the database layer. */
export interface LocationDirectory {
  listFeatured(query: { citySlug?: string | undefined; limit: number }): Promise<LocationSummary[]>;
}

/**
 * The places a landing page shows: best rated first. A city filter that matches nothing falls back to
 * every city, so the page is never empty while the marketplace has places.
 */
export async function listFeaturedLocations(
  deps: { locations: LocationDirectory },
  query: { citySlug?: string | undefined; limit: number },
): Promise<LocationSummary[]> {
  const inCity = await deps.locations.listFeatured(query);
  if (inCity.length > 0 || query.citySlug === undefined) return inCity;
  return deps.locations.listFeatured({ limit: query.limit });
}
