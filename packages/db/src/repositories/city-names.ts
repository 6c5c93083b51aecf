import type { CityNameDirectory, LocalizedNames } from '@kalendo/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { cities } from '../schema/catalog.ts';

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
  };
}
