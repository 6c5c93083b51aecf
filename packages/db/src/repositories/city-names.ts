import type { CityNameDirectory, LocalizedNames } from '@kalendo/domain';
import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { cities } from '../schema/catalog.ts';
import { locations } from '../schema/index.ts';

/** City names per language (`cities`), by the slug places carry. */
export function createCityNames(db: Db): CityNameDirectory {
  return {
    async namesOf(slugs) {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select()
        .from(cities)
        .where(inArray(cities.slug, [...slugs]));
      return new Map(rows.map((row) => [row.slug, row.names as LocalizedNames]));
    },
    async listWithPlaces() {
      // From the places themselves, so a city without a row of names still shows, in its places' spelling.
      const rows = await db
        .select({ slug: locations.citySlug, ownName: max(locations.city), names: cities.names })
        .from(locations)
        .leftJoin(cities, eq(cities.slug, locations.citySlug))
        .groupBy(locations.citySlug, cities.slug)
        .orderBy(asc(locations.citySlug));
      return rows.map((row) => ({
        slug: row.slug,
        ownName: row.ownName ?? row.slug,
        names: (row.names ?? {}) as LocalizedNames,
      }));
    },
  };
}
