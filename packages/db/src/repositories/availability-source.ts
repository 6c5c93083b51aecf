import type { AvailabilityContext, AvailabilitySource, IsoWeekday, StaffSchedule } from '@kalendo/domain';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import {
  appointments,
  classSessions,
  locationExceptions,
  locationOpeningHours,
  locations,
  services,
  staff,
  staffBreaks,
  staffServices,
  staffTimeOff,
  staffWorkingHours,
} from '../schema/index.ts';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const weekly = (row: {
  weekday: number;
  startsAt?: string;
  endsAt?: string;
  opensAt?: string;
  closesAt?: string;
}) => ({
  weekday: row.weekday as IsoWeekday,
  start: (row.startsAt ?? row.opensAt ?? '').slice(0, 5),
  end: (row.endsAt ?? row.closesAt ?? '').slice(0, 5),
});

const range = (row: { start: Date; end: Date }) => ({
  start: row.start.toISOString(),
  end: row.end.toISOString(),
});

/** Loads a location's schedule for the availability engine: wall-clock rules plus busy instants nearby. */
export function createAvailabilitySource(db: Db): AvailabilitySource {
  return {
    async load(request): Promise<AvailabilityContext | null> {
      if (!UUID.test(request.serviceId) || (request.staffId !== 'any' && !UUID.test(request.staffId)))
        return null;
      const [location] = await db.select().from(locations).where(eq(locations.slug, request.locationSlug));
      if (!location) return null;
      const [service] = await db
        .select()
        .from(services)
        .where(
          and(
            eq(services.id, request.serviceId),
            eq(services.locationId, location.id),
            eq(services.active, true),
          ),
        );
      if (!service) return null;
      const members = await db
        .select({ id: staff.id })
        .from(staff)
        .innerJoin(staffServices, eq(staffServices.staffId, staff.id))
        .where(and(eq(staffServices.serviceId, service.id), eq(staff.active, true)))
        .orderBy(asc(staff.name), asc(staff.id));
      const ids = members.map((m) => m.id);
      // A day of margin on each side covers every time zone's offset from UTC.
      const from = new Date(Date.parse(`${request.from}T00:00:00Z`) - DAY_MS);
      const to = new Date(Date.parse(`${request.to}T00:00:00Z`) + 2 * DAY_MS);
      const [hours, breaks, timeOff, booked, teaching, opening, exceptions] = await Promise.all([
        ids.length ? db.select().from(staffWorkingHours).where(inArray(staffWorkingHours.staffId, ids)) : [],
        ids.length ? db.select().from(staffBreaks).where(inArray(staffBreaks.staffId, ids)) : [],
        ids.length
          ? db
              .select({
                staffId: staffTimeOff.staffId,
                start: staffTimeOff.startsAt,
                end: staffTimeOff.endsAt,
              })
              .from(staffTimeOff)
              .where(
                and(
                  inArray(staffTimeOff.staffId, ids),
                  lte(staffTimeOff.startsAt, to),
                  gte(staffTimeOff.endsAt, from),
                ),
              )
          : [],
        ids.length
          ? db
              .select({
                staffId: appointments.staffId,
                start: appointments.busyStartsAt,
                end: appointments.busyEndsAt,
              })
              .from(appointments)
              .where(
                and(
                  inArray(appointments.staffId, ids),
                  ne(appointments.status, 'cancelled'),
                  lte(appointments.busyStartsAt, to),
                  gte(appointments.busyEndsAt, from),
                ),
              )
          : [],
        ids.length
          ? db
              .select({
                staffId: classSessions.instructorStaffId,
                start: classSessions.startsAt,
                end: classSessions.endsAt,
              })
              .from(classSessions)
              .where(
                and(
                  inArray(classSessions.instructorStaffId, ids),
                  lte(classSessions.startsAt, to),
                  gte(classSessions.endsAt, from),
                ),
              )
          : [],
        db.select().from(locationOpeningHours).where(eq(locationOpeningHours.locationId, location.id)),
        db
          .select()
          .from(locationExceptions)
          .where(
            and(
              eq(locationExceptions.locationId, location.id),
              sql`${locationExceptions.date} between ${request.from}::date - 1 and ${request.to}::date + 1`,
            ),
          ),
      ]);
      const schedules: StaffSchedule[] = ids.map((id) => ({
        id,
        weeklyHours: hours.filter((h) => h.staffId === id).map(weekly),
        breaks: breaks.filter((b) => b.staffId === id).map(weekly),
        timeOff: timeOff.filter((t) => t.staffId === id).map(range),
        busy: [...booked, ...teaching].filter((b) => b.staffId === id).map(range),
      }));
      return {
        timeZone: location.timeZone,
        policy: {
          leadTimeMinutes: location.leadTimeMinutes,
          horizonDays: location.horizonDays,
          slotStepMinutes: location.slotStepMinutes,
        },
        service: {
          durationMinutes: service.durationMinutes,
          bufferBeforeMinutes: service.bufferBeforeMinutes,
          bufferAfterMinutes: service.bufferAfterMinutes,
        },
        staff: schedules,
        exceptions: exceptions.map((e) =>
          e.closed || !e.opensAt || !e.closesAt
            ? { date: e.date, closed: true as const }
            : {
                date: e.date,
                closed: false as const,
                opens: e.opensAt.slice(0, 5),
                closes: e.closesAt.slice(0, 5),
              },
        ),
        openingHours: opening.length > 0 ? opening.map(weekly) : undefined,
      };
    },
  };
}
