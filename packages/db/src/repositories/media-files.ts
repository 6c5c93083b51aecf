import { and, eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { mediaFiles } from '../schema/index.ts';

export interface StoredMediaFile {
  image: Buffer;
  contentType: string;
}

/**
 * The stored variants of uploaded pictures (ADR 051), read by the image endpoints. A media id is a random
 * UUID that only pages showing the picture name, as for the generated artwork.
 */
export function createMediaFiles(db: Db) {
  return {
    async find(mediaId: string, variant: string): Promise<StoredMediaFile | undefined> {
      const [row] = await db
        .select({ image: mediaFiles.image, contentType: mediaFiles.contentType })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.mediaId, mediaId), eq(mediaFiles.variant, variant)));
      return row;
    },
  };
}

export type MediaFiles = ReturnType<typeof createMediaFiles>;
