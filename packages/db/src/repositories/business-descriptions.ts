import type { Descriptions } from '@kalendo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../client/database.ts';
import { businessDescriptions, businesses } from '../schema/index.ts';

/** A business's description in every language it wrote one (ADR 054). */
export async function loadBusinessDescriptions(
  db: Db | DbTransaction,
  businessId: string,
): Promise<Descriptions> {
  const rows = await db
    .select({ locale: businessDescriptions.locale, text: businessDescriptions.text })
    .from(businessDescriptions)
    .where(eq(businessDescriptions.businessId, businessId))
    .orderBy(asc(businessDescriptions.locale));
  return Object.fromEntries(rows.map((row) => [row.locale, row.text]));
}

/** The business's description in its own language ('' when it wrote none), as a column of a business query. */
export const ownDescription = sql<string>`coalesce((select d.text from ${businessDescriptions} d
  where d.business_id = ${businesses.id} and d.locale = ${businesses.locale}), '')`;

/** Writes one language's text; an empty one removes it. Returns the text it replaced ('' when none). */
export async function writeBusinessDescription(
  tx: DbTransaction,
  businessId: string,
  locale: string,
  text: string,
  now: Date,
): Promise<string> {
  const where = and(eq(businessDescriptions.businessId, businessId), eq(businessDescriptions.locale, locale));
  const [before] = await tx
    .select({ text: businessDescriptions.text })
    .from(businessDescriptions)
    .where(where);
  if (text === '') await tx.delete(businessDescriptions).where(where);
  else
    await tx
      .insert(businessDescriptions)
      .values({ businessId, locale, text, updatedAt: now })
      .onConflictDoUpdate({
        target: [businessDescriptions.businessId, businessDescriptions.locale],
        set: { text, updatedAt: now },
      });
  return before?.text ?? '';
}
