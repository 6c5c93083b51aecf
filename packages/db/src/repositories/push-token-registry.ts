import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { pushTokens } from '../schema/index.ts';

export interface PushTokenRegistration {
  userId: string;
  provider: string;
  token: string;
  refreshToken: string | null;
  platforms: string[];
}

/** Push tokens belong to the user who registered them last (a device changes hands with its owner). */
export function createPushTokenRegistry(db: Db) {
  return {
    async register(registration: PushTokenRegistration): Promise<void> {
      await db
        .insert(pushTokens)
        .values(registration)
        .onConflictDoUpdate({
          target: pushTokens.token,
          set: {
            userId: registration.userId,
            provider: registration.provider,
            refreshToken: registration.refreshToken,
            platforms: registration.platforms,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}
