import { newlyMissing } from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { businesses, locations } from '../../schema/index.ts';
import { PartnerRefusal } from './partner-refusal.ts';
import { missingToPublish } from './publish-checks.ts';

/**
 * Runs `change` and refuses it (inside the transaction, so nothing of it stays) when it leaves a public place
 * of a published business failing the publish checks it passed: its last weekly hours, or its last service
 * someone with working hours performs (ADR 058). The place's row is locked first, so two changes that each
 * leave the other's part (the two last services) see each other. A place not in public view is not guarded.
 */
export async function keepPublicPlaceBookable<T>(
  tx: DbTransaction,
  businessId: string,
  placeId: string,
  change: () => Promise<T>,
): Promise<T> {
  const [state] = await tx
    .select({ place: locations.publishedAt, business: businesses.publishedAt })
    .from(locations)
    .innerJoin(businesses, eq(businesses.id, locations.businessId))
    .where(eq(locations.id, placeId))
    .for('no key update', { of: locations });
  if (!state?.place || !state.business) return change();
  const before = await missingToPublish(tx, businessId, placeId);
  const result = await change();
  const missing = newlyMissing(before, await missingToPublish(tx, businessId, placeId));
  if (missing.length > 0) throw new PartnerRefusal({ kind: 'public-place-emptied', missing });
  return result;
}
