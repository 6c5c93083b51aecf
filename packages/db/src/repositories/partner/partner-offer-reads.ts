import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import {
  marketplaceServices,
  services,
  staff,
  staffBreaks,
  staffServices,
  staffTimeOff,
  staffWorkingHours,
} from '../../schema/index.ts';

/** Most services or staff members of one business a list shows. */
const LIST_LIMIT = 500;

const wallTime = (value: string) => value.slice(0, 5);

/** The business's active services (those of `ids` only, when given), as the partner API shows them. */
export async function readServices(database: Db | DbTransaction, businessId: string, ids?: string[]) {
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

/** The business's active staff members (those of `ids` only, when given), with their time. */
export async function readStaff(database: Db | DbTransaction, businessId: string, ids?: string[]) {
  const rows = await database
    .select()
    .from(staff)
    .where(
      and(eq(staff.businessId, businessId), eq(staff.active, true), ids ? inArray(staff.id, ids) : undefined),
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
