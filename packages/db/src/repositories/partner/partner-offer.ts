import type { Db } from '../../client/database.ts';
import {
  services,
  staff,
  staffBreaks,
  staffServices,
  staffTimeOff,
  staffWorkingHours,
} from '../../schema/index.ts';
import { appendAudit } from './partner-audit.ts';
import { checkIds, marketplaceServiceIdOf, placeOf, weeklyRows } from './partner-offer-checks.ts';
import { createPartnerOfferEdits } from './partner-offer-edits.ts';
import type { ServiceFields, StaffFields } from './partner-offer-fields.ts';
import { readServices, readStaff } from './partner-offer-reads.ts';

export type { ServiceFields, StaffFields } from './partner-offer-fields.ts';

/** A business's services and staff; every query is scoped by business, deleting never drops a booking. */
export function createPartnerOffer(db: Db) {
  return {
    listServices: (businessId: string) => readServices(db, businessId),
    listStaff: (businessId: string) => readStaff(db, businessId),

    async createService(businessId: string, actorUserId: string, input: ServiceFields) {
      return db.transaction(async (tx) => {
        await placeOf(tx, businessId, input.placeId);
        await checkIds(tx, staff, input.staffIds, businessId, input.placeId);
        const { placeId, staffIds, marketplaceServiceSlug, ...fields } = input;
        const [service] = await tx
          .insert(services)
          .values({
            ...fields,
            businessId,
            locationId: placeId,
            marketplaceServiceId: await marketplaceServiceIdOf(tx, marketplaceServiceSlug),
          })
          .returning();
        if (!service) throw new Error('service not inserted');
        if (staffIds.length > 0)
          await tx
            .insert(staffServices)
            .values([...new Set(staffIds)].map((staffId) => ({ staffId, serviceId: service.id })));
        const [created] = await readServices(tx, businessId, [service.id]);
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'service.create',
          subjectKind: 'service',
          subjectId: service.id,
          after: created,
        });
        return created as NonNullable<typeof created>;
      });
    },

    async createStaff(businessId: string, actorUserId: string, input: StaffFields) {
      return db.transaction(async (tx) => {
        await placeOf(tx, businessId, input.placeId);
        await checkIds(tx, services, input.serviceIds, businessId, input.placeId);
        const [member] = await tx
          .insert(staff)
          .values({
            businessId,
            locationId: input.placeId,
            name: input.name,
            title: input.title,
          })
          .returning();
        if (!member) throw new Error('staff member not inserted');
        if (input.serviceIds.length > 0)
          await tx
            .insert(staffServices)
            .values([...new Set(input.serviceIds)].map((serviceId) => ({ staffId: member.id, serviceId })));
        if (input.workingHours.length > 0)
          await tx.insert(staffWorkingHours).values(weeklyRows(member.id, input.workingHours));
        if (input.breaks.length > 0) await tx.insert(staffBreaks).values(weeklyRows(member.id, input.breaks));
        if (input.timeOff.length > 0)
          await tx.insert(staffTimeOff).values(
            input.timeOff.map((off) => ({
              staffId: member.id,
              startsAt: new Date(off.startsAt),
              endsAt: new Date(off.endsAt),
              reason: off.reason,
            })),
          );
        const [created] = await readStaff(tx, businessId, [member.id]);
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'staff.create',
          subjectKind: 'staff',
          subjectId: member.id,
          after: created,
        });
        return created as NonNullable<typeof created>;
      });
    },
    ...createPartnerOfferEdits(db),
  };
}
