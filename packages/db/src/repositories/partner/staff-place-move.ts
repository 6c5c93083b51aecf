import { staffMoveRefusal } from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { staff, staffServices } from '../../schema/index.ts';
import { placeOf } from './partner-offer-checks.ts';
import { PartnerRefusal } from './partner-refusal.ts';
import { toComeAt } from './things-to-come.ts';

/**
 * Moves a staff member (their row locked) to another open place of the business (ADR 058): refused while
 * they have appointments or class sessions to come. Their links to the services of the place they leave
 * are dropped (services belong to one place); their working hours, breaks and time off go with them.
 */
export async function moveStaffToPlace(
  tx: DbTransaction,
  move: { businessId: string; staffId: string; to: string; now: Date },
) {
  await placeOf(tx, move.businessId, move.to);
  const toCome = await toComeAt(tx, 'staff_id', move.staffId, move.now);
  if (staffMoveRefusal(toCome))
    throw new PartnerRefusal({ kind: 'things-to-come', subject: 'staff', ...toCome });
  await tx.delete(staffServices).where(eq(staffServices.staffId, move.staffId));
  await tx.update(staff).set({ locationId: move.to }).where(eq(staff.id, move.staffId));
}
