import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, categories, type LocalizedText, locations, media } from '../schema/index.ts';
import { isPublicPlace, isPublishedBusiness } from './published-business.ts';

export interface CategoryRecord {
  slug: string;
  names: LocalizedText;
}

export interface ArtworkRecord {
  id: string;
  width: number;
  height: number;
  alt: string;
  artwork: { palette: [string, string]; motif: string; label?: string } | null;
  /**
   * The business whose members alone may see the picture while it is not public (a draft's logo, staff
   * photo, gallery or Look Book picture; ADR 038, 056), else null: anyone may.
   */
  draftOf: string | null;
}

/**
 * A picture is public unless it belongs to a business or place that is not: a place's (gallery, Look Book)
 * as its place (ADR 056), a business's (logo, app icon, staff photo) as its business. Marketplace pictures
 * (categories, services) belong to no business.
 */
const IS_PUBLIC_PICTURE = sql<boolean>`case
  when ${media.locationId} is not null then ${isPublicPlace}
  when ${media.businessId} is not null then ${isPublishedBusiness}
  else true end`;

export function createCatalogRepository(db: Db) {
  return {
    async listCategories(): Promise<CategoryRecord[]> {
      return db
        .select({ slug: categories.slug, names: categories.names })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.slug));
    },
    async findMedia(id: string): Promise<ArtworkRecord | undefined> {
      const [row] = await db
        .select({
          id: media.id,
          width: media.width,
          height: media.height,
          alt: media.alt,
          artwork: media.artwork,
          business: businesses.id,
          public: IS_PUBLIC_PICTURE,
        })
        .from(media)
        .leftJoin(locations, eq(locations.id, media.locationId))
        .leftJoin(businesses, eq(businesses.id, sql`coalesce(${media.businessId}, ${locations.businessId})`))
        .where(eq(media.id, id));
      if (!row) return undefined;
      const { business, public: open, ...picture } = row;
      return { ...picture, draftOf: open ? null : business };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
