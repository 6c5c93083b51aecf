import { placeMayStartAt } from '@kalendo/domain';
import { and, eq } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { constraintOf, lostRaceForTime } from '../../client/sql-state.ts';
import { staff, staffServices } from '../../schema/index.ts';
import { PartnerRefusal } from './partner-refusal.ts';

/** Who acts on which business: every write is scoped to the business and audited as the user. */
export interface CalendarActor {
  businessId: string;
  userId: string;
}

/** A move or a walk-in starts no earlier than the place's grace allows (`placeMayStartAt`): else `start-in-past`. */
export function refuseStartInPast(start: Date, now: Date) {
  if (!placeMayStartAt(start, now)) throw new PartnerRefusal({ kind: 'start-in-past' });
}

/** Migration 0035's refusal of an appointment over a class session its staff member teaches (ADR 057). */
const STAFF_TEACHING = 'appointments_staff_teaching';

/**
 * The overlap constraint (or a lock cycle between writers of one time) refused a write: the staff member is
 * busy — teaching a class then when the teaching guard refused it.
 */
export async function guardingOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintOf(error) === STAFF_TEACHING) throw new PartnerRefusal({ kind: 'staff-teaching' });
    if (lostRaceForTime(error)) throw new PartnerRefusal({ kind: 'staff-busy' });
    throw error;
  }
}

/**
 * Throws `unknown-reference` on `staffId` unless the staff member is active at the place, and
 * `staff-not-performing` unless they perform the service.
 */
export async function checkPerformer(
  tx: DbTransaction,
  businessId: string,
  placeId: string,
  staffId: string,
  serviceId: string,
) {
  const [performer] = await tx
    .select({ id: staff.id, performs: staffServices.serviceId })
    .from(staff)
    .leftJoin(staffServices, and(eq(staffServices.staffId, staff.id), eq(staffServices.serviceId, serviceId)))
    .where(
      and(
        eq(staff.id, staffId),
        eq(staff.businessId, businessId),
        eq(staff.locationId, placeId),
        eq(staff.active, true),
      ),
    );
  if (!performer) throw new PartnerRefusal({ kind: 'unknown-reference', field: 'staffId' });
  if (!performer.performs) throw new PartnerRefusal({ kind: 'staff-not-performing' });
}
