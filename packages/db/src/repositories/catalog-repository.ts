import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { categories, type LocalizedText, media } from '../schema/index.ts';

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
}

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
        })
        .from(media)
        .where(eq(media.id, id));
      return row;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
