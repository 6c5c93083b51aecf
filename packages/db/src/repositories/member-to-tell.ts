import { eq, sql } from 'drizzle-orm';
import type { DbTransaction } from '../client/database.ts';
import { locations, users } from '../schema/index.ts';

/**
 * What a member's notification about a business's membership needs to be written in the member's language
 * on the business's clock (its first place's time zone; UTC for a business without places). Undefined when
 * the user no longer exists.
 */
export async function memberToTell(
  tx: DbTransaction,
  userId: string,
  businessId: string,
): Promise<{ locale: string; timeZone: string } | undefined> {
  const [about] = await tx
    .select({
      locale: users.locale,
      timeZone: sql<string>`coalesce((select ${locations.timeZone} from ${locations}
        where ${locations.businessId} = ${businessId} order by ${locations.createdAt} limit 1), 'UTC')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return about;
}
