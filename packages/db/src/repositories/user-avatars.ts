import { eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { userAvatars, users } from '../schema/index.ts';

export interface StoredAvatar {
  image: Buffer;
  contentType: string;
  updatedAt: Date;
}

/** Avatar thumbnails: stored with the user's `image` URL in one transaction, so both change or neither. */
/** Saves the thumbnail and points the user's `image` at `imageUrl(version)`, returning that URL. */
export function createUserAvatars(db: Db) {
  return {
    async save(
      userId: string,
      avatar: { image: Buffer; contentType: string },
      imageUrl: (version: number) => string,
    ): Promise<string> {
      const updatedAt = new Date();
      const url = imageUrl(updatedAt.getTime());
      await db.transaction(async (tx) => {
        const row = {
          image: avatar.image,
          contentType: avatar.contentType,
          size: avatar.image.length,
          updatedAt,
        };
        await tx
          .insert(userAvatars)
          .values({ userId, ...row })
          .onConflictDoUpdate({ target: userAvatars.userId, set: row });
        await tx.update(users).set({ image: url, updatedAt }).where(eq(users.id, userId));
      });
      return url;
    },
    async find(userId: string): Promise<StoredAvatar | undefined> {
      const [row] = await db
        .select({
          image: userAvatars.image,
          contentType: userAvatars.contentType,
          updatedAt: userAvatars.updatedAt,
        })
        .from(userAvatars)
        .where(eq(userAvatars.userId, userId));
      return row;
    },
  };
}
