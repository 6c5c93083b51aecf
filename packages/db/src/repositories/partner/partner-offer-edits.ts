import { and, eq } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import {
  services,
  staff,
  staffBreaks,
  staffServices,
  staffTimeOff,
  staffWorkingHours,
} from '../../schema/index.ts';
import {
  bookedOutsideStaffTime,
  futureBookedOf,
  guardBookings,
  refuseUnlessKept,
} from './affected-bookings.ts';
import { appendAudit } from './partner-audit.ts';
import { checkIds, marketplaceServiceIdOf, weeklyRows } from './partner-offer-checks.ts';
import type { ServiceFields, StaffFields } from './partner-offer-fields.ts';
import { readServices, readStaff } from './partner-offer-reads.ts';
import { notFound } from './partner-refusal.ts';
import { keepPublicPlaceBookable } from './public-place-guard.ts';
import { moveStaffToPlace } from './staff-place-move.ts';

export type ServiceChanges = Partial<Omit<ServiceFields, 'placeId'>>;
/** A staff member's changes; `placeId` moves them to another place of the business (ADR 058). */
export type StaffChanges = Partial<StaffFields>;

/** The row of the business locked for the change; another business's (or a retired) one is not found. */
async function lockRow(
  tx: DbTransaction,
  table: typeof services | typeof staff,
  businessId: string,
  id: string,
) {
  const [row] = await tx
    .select({ id: table.id, placeId: table.locationId })
    .from(table)
    .where(and(eq(table.id, id), eq(table.businessId, businessId), eq(table.active, true)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function replaceStaffTime(tx: DbTransaction, staffId: string, changes: StaffChanges) {
  if (changes.workingHours) {
    await tx.delete(staffWorkingHours).where(eq(staffWorkingHours.staffId, staffId));
    if (changes.workingHours.length > 0)
      await tx.insert(staffWorkingHours).values(weeklyRows(staffId, changes.workingHours));
  }
  if (changes.breaks) {
    await tx.delete(staffBreaks).where(eq(staffBreaks.staffId, staffId));
    if (changes.breaks.length > 0) await tx.insert(staffBreaks).values(weeklyRows(staffId, changes.breaks));
  }
  if (changes.timeOff) {
    await tx.delete(staffTimeOff).where(eq(staffTimeOff.staffId, staffId));
    if (changes.timeOff.length > 0)
      await tx.insert(staffTimeOff).values(
        changes.timeOff.map((off) => ({
          staffId,
          startsAt: new Date(off.startsAt),
          endsAt: new Date(off.endsAt),
          reason: off.reason,
        })),
      );
  }
}

/**
 * Changing and retiring services and staff members (ADR 046). Booked appointments are never changed by it:
 * they keep the duration, price and staff member they were booked with; a change that leaves them outside
 * their staff member's time, or retires what they name, is refused with them unless `keepBookings`.
 */
export function createPartnerOfferEdits(db: Db) {
  return {
    async updateService(businessId: string, actorUserId: string, serviceId: string, changes: ServiceChanges) {
      return db.transaction(async (tx) => {
        const { placeId } = await lockRow(tx, services, businessId, serviceId);
        const [before] = await readServices(tx, businessId, [serviceId]);
        const { staffIds, marketplaceServiceSlug, ...fields } = changes;
        return keepPublicPlaceBookable(tx, businessId, placeId, async () => {
          if (staffIds) await checkIds(tx, staff, staffIds, businessId, placeId);
          const marketplaceServiceId =
            marketplaceServiceSlug === undefined
              ? undefined
              : await marketplaceServiceIdOf(tx, marketplaceServiceSlug);
          const set = { ...fields, ...(marketplaceServiceId === undefined ? {} : { marketplaceServiceId }) };
          if (Object.keys(set).length > 0)
            await tx.update(services).set(set).where(eq(services.id, serviceId));
          if (staffIds) {
            await tx.delete(staffServices).where(eq(staffServices.serviceId, serviceId));
            if (staffIds.length > 0)
              await tx
                .insert(staffServices)
                .values([...new Set(staffIds)].map((staffId) => ({ staffId, serviceId })));
          }
          const [after] = await readServices(tx, businessId, [serviceId]);
          await appendAudit(tx, {
            businessId,
            actorUserId,
            action: 'service.update',
            subjectKind: 'service',
            subjectId: serviceId,
            before,
            after,
          });
          return after as NonNullable<typeof after>;
        });
      });
    },

    async updateStaff(
      businessId: string,
      actorUserId: string,
      staffId: string,
      changes: StaffChanges,
      now: Date,
      keepBookings = false,
    ) {
      return db.transaction(async (tx) => {
        const { placeId } = await lockRow(tx, staff, businessId, staffId);
        const [before] = await readStaff(tx, businessId, [staffId]);
        const { placeId: to, serviceIds, workingHours, breaks, timeOff, ...fields } = changes;
        return keepPublicPlaceBookable(tx, businessId, placeId, async () => {
          const moving = to !== undefined && to !== placeId;
          if (moving) await moveStaffToPlace(tx, { businessId, staffId, to, now });
          if (serviceIds) await checkIds(tx, services, serviceIds, businessId, moving ? to : placeId);
          if (Object.keys(fields).length > 0) await tx.update(staff).set(fields).where(eq(staff.id, staffId));
          if (serviceIds) {
            await tx.delete(staffServices).where(eq(staffServices.staffId, staffId));
            if (serviceIds.length > 0)
              await tx
                .insert(staffServices)
                .values([...new Set(serviceIds)].map((serviceId) => ({ staffId, serviceId })));
          }
          await guardBookings(
            tx,
            () => bookedOutsideStaffTime(tx, staffId, now),
            () => replaceStaffTime(tx, staffId, { workingHours, breaks, timeOff }),
            keepBookings,
            { businessId, actorUserId, subjectKind: 'staff', subjectId: staffId },
          );
          const [after] = await readStaff(tx, businessId, [staffId]);
          await appendAudit(tx, {
            businessId,
            actorUserId,
            action: 'staff.update',
            subjectKind: 'staff',
            subjectId: staffId,
            before,
            after,
          });
          return after as NonNullable<typeof after>;
        });
      });
    },

    /**
     * Retires a service (kept for the appointments that name it, out of every list and of availability);
     * refused with its booked appointments still to come unless `keepBookings`.
     */
    async deleteService(
      businessId: string,
      actorUserId: string,
      serviceId: string,
      now: Date,
      keepBookings = false,
    ) {
      await db.transaction(async (tx) => {
        const { placeId } = await lockRow(tx, services, businessId, serviceId);
        const [before] = await readServices(tx, businessId, [serviceId]);
        const audit = { businessId, actorUserId, subjectKind: 'service', subjectId: serviceId } as const;
        await refuseUnlessKept(
          tx,
          await futureBookedOf(tx, 'service_id', serviceId, now),
          keepBookings,
          audit,
        );
        await keepPublicPlaceBookable(tx, businessId, placeId, () =>
          tx.update(services).set({ active: false }).where(eq(services.id, serviceId)),
        );
        await appendAudit(tx, { ...audit, action: 'service.delete', before });
      });
    },

    /** Retires a staff member, refused like a service unless `keepBookings`. */
    async deleteStaff(
      businessId: string,
      actorUserId: string,
      staffId: string,
      now: Date,
      keepBookings = false,
    ) {
      await db.transaction(async (tx) => {
        const { placeId } = await lockRow(tx, staff, businessId, staffId);
        const [before] = await readStaff(tx, businessId, [staffId]);
        const audit = { businessId, actorUserId, subjectKind: 'staff', subjectId: staffId } as const;
        await refuseUnlessKept(tx, await futureBookedOf(tx, 'staff_id', staffId, now), keepBookings, audit);
        await keepPublicPlaceBookable(tx, businessId, placeId, () =>
          tx.update(staff).set({ active: false }).where(eq(staff.id, staffId)),
        );
        await appendAudit(tx, { ...audit, action: 'staff.delete', before });
      });
    },
  };
}
