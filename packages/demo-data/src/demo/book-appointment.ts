import { wallClockInstant } from '@kalendo/domain';
import { isoWeekday } from '../local-date.ts';
import { fromMinutes, toMinutes } from '../wall-clock.ts';
import type { LocationPlan, SeedContext, ServicePlan, StaffPlan } from './seed-context.ts';

const MINUTE = 60_000;

export interface AppointmentRequest {
  location: LocationPlan;
  service: ServicePlan;
  userId: string;
  /** Local date (`YYYY-MM-DD`). */
  date: string;
  status: 'booked' | 'completed' | 'cancelled';
  /** No start before this instant (lead time for upcoming appointments). */
  notBefore?: Date;
}

export interface BookedAppointment {
  id: string;
  staff: StaffPlan;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Books one service on one local date: a staff member who does it and works that day, a start inside
 * their hours and outside their break, and a busy range (service plus buffers) that overlaps none of
 * their other appointments or time off. Writes the booking and the appointment; null if the day is full.
 */
export function bookAppointment(ctx: SeedContext, request: AppointmentRequest): BookedAppointment | null {
  const { location, service, date } = request;
  if (location.exceptionDates.has(date)) return null;
  const weekday = isoWeekday(date);
  const before = service.bufferBeforeMinutes;
  const length = before + service.durationMinutes + service.bufferAfterMinutes;
  for (const staffId of ctx.random.shuffle(service.staffIds)) {
    const staff = location.staff.find((member) => member.id === staffId);
    const day = staff?.days.get(weekday);
    if (!staff || !day) continue;
    const pause =
      day.breakStart && day.breakEnd ? [toMinutes(day.breakStart), toMinutes(day.breakEnd)] : null;
    const starts: number[] = [];
    for (let busyStart = toMinutes(day.start); busyStart + length <= toMinutes(day.end); busyStart += 30) {
      if (pause && busyStart < (pause[1] ?? 0) && busyStart + length > (pause[0] ?? 0)) continue;
      starts.push(busyStart + before);
    }
    for (const start of ctx.random.shuffle(starts)) {
      // A start the clocks skip (spring forward) is no slot, as in the booking engine (ADR 005).
      const startsAt = wallClockInstant(date, fromMinutes(start), location.timeZone);
      if (startsAt === null || (request.notBefore && startsAt < request.notBefore)) continue;
      const busyStart = startsAt.getTime() - before * MINUTE;
      const busyEnd = busyStart + length * MINUTE;
      if (staff.busy.some(([from, to]) => busyStart < to && busyEnd > from)) continue;
      staff.busy.push([busyStart, busyEnd]);
      return record(ctx, request, staff, startsAt, [busyStart, busyEnd]);
    }
  }
  return null;
}

function record(
  ctx: SeedContext,
  request: AppointmentRequest,
  staff: StaffPlan,
  startsAt: Date,
  [busyStart, busyEnd]: [number, number],
): BookedAppointment {
  const { location, service } = request;
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE);
  const ahead = request.status === 'booked' ? ctx.random.int(1, 48) : ctx.random.int(24, 14 * 24);
  const bookedAt = new Date(
    Math.min(startsAt.getTime() - ahead * 60 * MINUTE, ctx.now.getTime() - 60 * MINUTE),
  );
  const bookingId = ctx.random.uuid();
  ctx.bookingCount += 1;
  ctx.data.bookings.push({
    id: bookingId,
    userId: request.userId,
    idempotencyKey: `seed-${ctx.bookingCount}`,
    requestHash: 'seed',
    createdAt: bookedAt,
  });
  const id = ctx.random.uuid();
  ctx.data.appointments.push({
    id,
    bookingId,
    businessId: location.businessId,
    locationId: location.id,
    serviceId: service.id,
    staffId: staff.id,
    userId: request.userId,
    status: request.status,
    startsAt,
    endsAt,
    busyStartsAt: new Date(busyStart),
    busyEndsAt: new Date(busyEnd),
    priceMinor: service.priceMinor,
    currency: location.currency,
    durationMinutes: service.durationMinutes,
    cancelledAt: request.status === 'cancelled' ? new Date(startsAt.getTime() - 26 * 60 * MINUTE) : null,
    createdAt: bookedAt,
  });
  return { id, staff, startsAt, endsAt };
}
