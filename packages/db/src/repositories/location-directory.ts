import type { LocationDirectory, LocationsBySlugsSource } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { listBestRatedLocations } from './best-rated-locations.ts';

export function createLocationDirectory(db: Db): LocationDirectory & LocationsBySlugsSource {
  return {
    /** The best-rated places first, in one city or everywhere. */
    listFeatured: ({ citySlug, limit }) =>
      listBestRatedLocations(db, citySlug ? sql`l.city_slug = ${citySlug}` : sql`true`, limit),
    /** The places among `slugs`, as cards (the caller puts them in order). */
    listBySlugs: (slugs) =>
      listBestRatedLocations(
        db,
        sql`l.slug in (${sql.join(
          slugs.map((slug) => sql`${slug}`),
          sql`, `,
        )})`,
        slugs.length,
      ),
  };
}
