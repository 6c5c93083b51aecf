import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import {
  appointments,
  locations,
  marketplaceServices,
  services,
  staff,
  staffBreaks,
  staffServices,
  staffTimeOff,
  staffWorkingHours,
} from '../../schema/index.ts';
import { appendAudit } from './partner-audit.ts';
import type { WeeklyRange } from './partner-places.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';

/** Most services or staff members of one business a list shows. */
const LIST_LIMIT = 500;

export interface ServiceFields {
  placeId: string;
  name: string;
  description: string;
  marketplaceServiceSlug: string | null;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  priceMinor: number;
  priceIsFrom: boolean;
  currency: string;
  staffIds: string[];
}

export interface StaffFields {
  placeId: string;
  name: string;
  title: string;
  photoMediaId: string | null;
  serviceIds: string[];
  workingHours: WeeklyRange[];
  breaks: WeeklyRange[];
  timeOff: Array<{ startsAt: string; endsAt: string; reason: string }>;
}

const wallTime = (value: string) => value.slice(0, 5);

/** The place must be the business's: another business's id is not found. */
async function placeOf(tx: DbTransaction, businessId: string, placeId: string) {
  const [place] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, placeId), eq(locations.businessId, businessId)));
  if (!place) throw notFound();
}

/** Every id must name an active row of the business at the place; one that does not is not found. */
async function checkIds(
  tx: DbTransaction,
  table: typeof services | typeof staff,
  ids: string[],
  businessId: string,
  placeId: string,
) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const [row] = await tx
    .select({ found: count() })
    .from(table)
    .where(
      and(
        inArray(table.id, unique),
        eq(table.businessId, businessId),
        eq(table.locationId, placeId),
        eq(table.active, true),
      ),
    );
  if ((row?.found ?? 0) !== unique.length) throw notFound();
}

async function marketplaceServiceIdOf(tx: DbTransaction, slug: string | null) {
  if (slug === null) return null;
  const [row] = await tx
    .select({ id: marketplaceServices.id })
    .from(marketplaceServices)
    .where(eq(marketplaceServices.slug, slug));
  if (!row) throw new PartnerRefusal({ kind: 'unknown-reference', field: 'marketplaceServiceSlug' });
  return row.id;
}

/** Booked appointments still to come of a service or a staff member: what deleting would drop. */
async function futureBooked(
  tx: DbTransaction,
  column: typeof appointments.serviceId | typeof appointments.staffId,
  id: string,
  now: Date,
) {
  const [row] = await tx
    .select({ total: count() })
    .from(appointments)
    .where(and(eq(column, id), eq(appointments.status, 'booked'), gt(appointments.startsAt, now)));
  return row?.total ?? 0;
}

const weeklyRows = (staffId: string, ranges: WeeklyRange[]) =>
  ranges.map((range) => ({ staffId, weekday: range.weekday, startsAt: range.start, endsAt: range.end }));

/** A business's services and staff; every query is scoped by business, deleting never drops a booking. */
export function createPartnerOffer(db: Db) {
  async function readServices(database: Db | DbTransaction, businessId: string, ids?: string[]) {
    const rows = await database
      .select({ service: services, marketplaceServiceSlug: marketplaceServices.slug })
      .from(services)
      .leftJoin(marketplaceServices, eq(marketplaceServices.id, services.marketplaceServiceId))
      .where(
        and(
          eq(services.businessId, businessId),
          eq(services.active, true),
          ids ? inArray(services.id, ids) : undefined,
        ),
      )
      .orderBy(asc(services.position), asc(services.name), asc(services.id))
      .limit(LIST_LIMIT);
    const links = rows.length
      ? await database
          .select()
          .from(staffServices)
          .where(
            inArray(
              staffServices.serviceId,
              rows.map((row) => row.service.id),
            ),
          )
      : [];
    return rows.map(({ service, marketplaceServiceSlug }) => ({
      id: service.id,
      placeId: service.locationId,
      name: service.name,
      description: service.description,
      marketplaceServiceSlug,
      durationMinutes: service.durationMinutes,
      bufferBeforeMinutes: service.bufferBeforeMinutes,
      bufferAfterMinutes: service.bufferAfterMinutes,
      priceMinor: service.priceMinor,
      priceIsFrom: service.priceIsFrom,
      currency: service.currency,
      staffIds: links.filter((link) => link.serviceId === service.id).map((link) => link.staffId),
    }));
  }

  async function readStaff(database: Db | DbTransaction, businessId: string, ids?: string[]) {
    const rows = await database
      .select()
      .from(staff)
      .where(
        and(
          eq(staff.businessId, businessId),
          eq(staff.active, true),
          ids ? inArray(staff.id, ids) : undefined,
        ),
      )
      .orderBy(asc(staff.name), asc(staff.id))
      .limit(LIST_LIMIT);
    const staffIds = rows.map((row) => row.id);
    if (staffIds.length === 0) return [];
    const [links, hours, breaks, timeOff] = await Promise.all([
      database.select().from(staffServices).where(inArray(staffServices.staffId, staffIds)),
      database
        .select()
        .from(staffWorkingHours)
        .where(inArray(staffWorkingHours.staffId, staffIds))
        .orderBy(asc(staffWorkingHours.weekday), asc(staffWorkingHours.startsAt)),
      database
        .select()
        .from(staffBreaks)
        .where(inArray(staffBreaks.staffId, staffIds))
        .orderBy(asc(staffBreaks.weekday), asc(staffBreaks.startsAt)),
      database
        .select()
        .from(staffTimeOff)
        .where(inArray(staffTimeOff.staffId, staffIds))
        .orderBy(asc(staffTimeOff.startsAt)),
    ]);
    const weekly = (list: typeof hours, id: string) =>
      list
        .filter((row) => row.staffId === id)
        .map((row) => ({ weekday: row.weekday, start: wallTime(row.startsAt), end: wallTime(row.endsAt) }));
    return rows.map((row) => ({
      id: row.id,
      placeId: row.locationId,
      name: row.name,
      title: row.title,
      photoMediaId: row.photoMediaId,
      serviceIds: links.filter((link) => link.staffId === row.id).map((link) => link.serviceId),
      workingHours: weekly(hours, row.id),
      breaks: weekly(breaks, row.id),
      timeOff: timeOff
        .filter((off) => off.staffId === row.id)
        .map((off) => ({
          startsAt: off.startsAt.toISOString(),
          endsAt: off.endsAt.toISOString(),
          reason: off.reason,
        })),
    }));
  }

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
            photoMediaId: input.photoMediaId,
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

    /**
     * Retires a service (kept for the appointments that name it, out of every list and of availability);
     * refused with the count when booked appointments of it are still to come.
     */
    async deleteService(businessId: string, actorUserId: string, serviceId: string, now: Date) {
      await db.transaction(async (tx) => {
        const [before] = await readServices(tx, businessId, [serviceId]);
        if (!before) throw notFound();
        await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).for('update');
        const booked = await futureBooked(tx, appointments.serviceId, serviceId, now);
        if (booked > 0) throw new PartnerRefusal({ kind: 'bookings-affected', count: booked });
        await tx
          .update(services)
          .set({ active: false })
          .where(and(eq(services.id, serviceId), eq(services.businessId, businessId)));
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'service.delete',
          subjectKind: 'service',
          subjectId: serviceId,
          before,
        });
      });
    },

    /** Retires a staff member, refused like a service while booked appointments of theirs are to come. */
    async deleteStaff(businessId: string, actorUserId: string, staffId: string, now: Date) {
      await db.transaction(async (tx) => {
        const [before] = await readStaff(tx, businessId, [staffId]);
        if (!before) throw notFound();
        await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId)).for('update');
        const booked = await futureBooked(tx, appointments.staffId, staffId, now);
        if (booked > 0) throw new PartnerRefusal({ kind: 'bookings-affected', count: booked });
        await tx
          .update(staff)
          .set({ active: false })
          .where(and(eq(staff.id, staffId), eq(staff.businessId, businessId)));
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'staff.delete',
          subjectKind: 'staff',
          subjectId: staffId,
          before,
        });
      });
    },
  };
}
