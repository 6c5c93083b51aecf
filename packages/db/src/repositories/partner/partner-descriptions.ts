import { refuseDescriptionChange } from '@kalendo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { businessDescriptions, businesses } from '../../schema/index.ts';
import { writeBusinessDescription } from '../business-descriptions.ts';
import { appendAudit } from './partner-audit.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';

export interface DescriptionRecord {
  locale: string;
  text: string;
  updatedAt: string;
}

/** The business's language and its descriptions, own language first, then by language code. */
export interface DescriptionsRecord {
  locale: string;
  items: DescriptionRecord[];
}

async function readDescriptions(db: Db | DbTransaction, businessId: string): Promise<DescriptionsRecord> {
  const [business] = await db
    .select({ locale: businesses.locale })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound();
  const rows = await db
    .select({
      locale: businessDescriptions.locale,
      text: businessDescriptions.text,
      updatedAt: businessDescriptions.updatedAt,
    })
    .from(businessDescriptions)
    .where(eq(businessDescriptions.businessId, businessId))
    .orderBy(asc(businessDescriptions.locale));
  const items = rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  return {
    locale: business.locale,
    items: [
      ...items.filter((item) => item.locale === business.locale),
      ...items.filter((item) => item.locale !== business.locale),
    ],
  };
}

/**
 * Changes one language's text in the business's lock (so two writers never both pass the own-language rule),
 * audited as a change of the business; an empty text removes the language.
 */
export async function changeDescription(
  tx: DbTransaction,
  change: { businessId: string; actorUserId: string; locale: string; text: string; now: Date },
): Promise<void> {
  const { businessId, locale, text } = change;
  const [business] = await tx
    .select({ locale: businesses.locale })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!business) throw notFound();
  const written = await tx
    .select({ locale: businessDescriptions.locale })
    .from(businessDescriptions)
    .where(eq(businessDescriptions.businessId, businessId));
  const refusal = refuseDescriptionChange(
    { locale, text },
    business.locale,
    written.map((row) => row.locale),
  );
  if (refusal) throw new PartnerRefusal({ kind: 'description-refused', refusal });
  const before = await writeBusinessDescription(tx, businessId, locale, text, change.now);
  if (before === text) return;
  await appendAudit(tx, {
    businessId,
    actorUserId: change.actorUserId,
    action: 'business.update',
    subjectKind: 'business',
    subjectId: businessId,
    before: { description: { locale, text: before } },
    after: { description: { locale, text } },
  });
}

/** The business's description in each language (ADR 054); every query is scoped by business. */
export function createPartnerDescriptions(db: Db) {
  return {
    list: (businessId: string) => readDescriptions(db, businessId),

    /** Writes (or, with an empty text, removes) one language's text and answers them all. */
    async change(
      businessId: string,
      actorUserId: string,
      locale: string,
      text: string,
      now: Date,
    ): Promise<DescriptionsRecord> {
      return db.transaction(async (tx) => {
        await changeDescription(tx, { businessId, actorUserId, locale, text, now });
        return readDescriptions(tx, businessId);
      });
    },
  };
}

export type PartnerDescriptions = ReturnType<typeof createPartnerDescriptions>;
