import type { LocationSummary } from './list-featured-locations.ts';

/** Port implemented by the database layer: the places among `slugs` (any order, unknown slugs left out). */
export interface LocationsBySlugsSource {
  listBySlugs(slugs: string[]): Promise<LocationSummary[]>;
}

/**
 * Places named by slug (a "recently viewed" list), in the order asked for; slugs of places that no longer
 * exist are skipped.
 */
export async function listLocationsBySlugs(
  deps: { locations: LocationsBySlugsSource },
  slugs: string[],
): Promise<LocationSummary[]> {
  if (slugs.length === 0) return [];
  const found = new Map((await deps.locations.listBySlugs(slugs)).map((place) => [place.slug, place]));
  return slugs.flatMap((slug) => found.get(slug) ?? []);
}
