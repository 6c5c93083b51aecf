import type { ServiceCatalogueSource } from '@kalendo/domain';
import { and, asc, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { categories, marketplaceServices, services } from '../schema/index.ts';

/** The marketplace service types with the number of places offering each (active services only). */
export function createServiceCatalogue(db: Db): ServiceCatalogueSource {
  return {
    async listServiceTypes() {
      const rows = await db
        .select({
          categorySlug: categories.slug,
          categoryNames: categories.names,
          slug: marketplaceServices.slug,
          names: marketplaceServices.names,
          placeCount: countDistinct(services.locationId),
        })
        .from(marketplaceServices)
        .innerJoin(categories, eq(categories.id, marketplaceServices.categoryId))
        .leftJoin(
          services,
          and(eq(services.marketplaceServiceId, marketplaceServices.id), eq(services.active, true)),
        )
        .groupBy(categories.id, marketplaceServices.id)
        .orderBy(asc(categories.position), asc(categories.slug), asc(marketplaceServices.slug));
      return rows.map((row) => ({
        category: { slug: row.categorySlug, names: row.categoryNames },
        slug: row.slug,
        names: row.names,
        placeCount: Number(row.placeCount),
      }));
    },
  };
}
