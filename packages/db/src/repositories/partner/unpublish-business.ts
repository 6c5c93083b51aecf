import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { businesses } from '../../schema/index.ts';
import { appendAudit } from './partner-audit.ts';

/**
 * Takes a business out of public view in the caller's transaction (its row already locked): the business's
 * trigger refreshes its places' search documents, so search drops it at once. Bookings already made stay.
 * `business.unpublish` is an owner's choice (undone by publishing); `business.close` is its only owner
 * deleting their account (ADR 055). Nothing is written when it is already out of view and not closing.
 */
export async function unpublishBusiness(
  tx: DbTransaction,
  businessId: string,
  actorUserId: string,
  action: 'business.unpublish' | 'business.close',
): Promise<void> {
  const [before] = await tx
    .select({ publishedAt: businesses.publishedAt })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!before || (before.publishedAt === null && action === 'business.unpublish')) return;
  await tx.update(businesses).set({ publishedAt: null }).where(eq(businesses.id, businessId));
  await appendAudit(tx, {
    businessId,
    actorUserId,
    action,
    subjectKind: 'business',
    subjectId: businessId,
    before: { publishedAt: before.publishedAt?.toISOString() ?? null },
    after: { publishedAt: null },
  });
}
