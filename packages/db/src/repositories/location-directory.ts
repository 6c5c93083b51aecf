import type { LocationDirectory } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { listBestRatedLocations } from './best-rated-locations.ts';

export function createLocationDirectory(db: Db): LocationDirectory {
  return {
    /** The best-rated places first, in one city or everywhere. */
    listFeatured: ({ citySlug, limit }) =>
      listBestRatedLocations(db, citySlug ? sql`l.city_slug = ${citySlug}` : sql`true`, limit),
  };
}
