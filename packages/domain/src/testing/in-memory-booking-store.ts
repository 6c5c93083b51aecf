import type { NewAppointment } from '../appointments/appointment.ts';
import type { BookingResult, BookingStore } from '../booking/booking-ports.ts';
import { DuplicateKeyError, SlotTakenError } from '../booking/booking-ports.ts';
import type { InMemorySessions } from './in-memory-class-sessions.ts';

/** An appointment the in-memory store holds, with its owner and booking. */
export type HeldAppointment = NewAppointment & { id: string; bookingId: string; userId: string };

export interface InMemoryBookingStore extends BookingStore {
  /** Every appointment inserted so far, in insert order. */
  readonly appointments: readonly HeldAppointment[];
}

const overlaps = (a: NewAppointment, b: NewAppointment) =>
  a.staffId === b.staffId && a.busyStartsAt < b.busyEndsAt && b.busyStartsAt < a.busyEndsAt;

/**
 * `BookingStore` in memory, with the database's guarantees: a key is used once per user
 * (`DuplicateKeyError`), a staff member's busy ranges never overlap (`SlotTakenError` naming the first
 * item in the way, like the EXCLUDE constraint), a class spot only within capacity, and an insert is all or
 * nothing.
 */
export function createInMemoryBookingStore(
  sessions?: InMemorySessions,
  now: () => Date = () => new Date(),
): InMemoryBookingStore {
  const appointments: HeldAppointment[] = [];
  const byKey = new Map<string, { requestHash: string; result: BookingResult }>();
  let sequence = 0;
  return {
    appointments,
    async countDayAppointments(staffIds, dayStart, dayEnd) {
      const counts = new Map<string, number>();
      for (const held of appointments) {
        if (!staffIds.includes(held.staffId) || held.startsAt < dayStart || held.startsAt >= dayEnd) continue;
        counts.set(held.staffId, (counts.get(held.staffId) ?? 0) + 1);
      }
      return counts;
    },
    async findByKey(userId, key) {
      return byKey.get(`${userId}|${key}`) ?? null;
    },
    async insert({ userId, key, requestHash, appointments: planned, classSpots = [] }) {
      if (byKey.has(`${userId}|${key}`)) throw new DuplicateKeyError();
      const bookingId = `booking-${++sequence}`;
      const added: HeldAppointment[] = [];
      for (const [index, item] of planned.entries()) {
        if ([...appointments, ...added].some((held) => overlaps(held, item))) throw new SlotTakenError(index);
        const { labels: _labels, formResponseId: _form, ...appointment } = item;
        added.push({ ...appointment, id: `${bookingId}-${index}`, bookingId, userId });
      }
      if (classSpots.length > 0 && !sessions) throw new Error('no class sessions in this store');
      const spots = classSpots.length > 0 && sessions ? sessions.take(userId, classSpots, now()) : [];
      appointments.push(...added);
      const result: BookingResult = {
        bookingId,
        appointments: added.map(({ bookingId: _booking, userId: _user, ...appointment }) => appointment),
        classSpots: spots,
      };
      byKey.set(`${userId}|${key}`, { requestHash, result });
      return result;
    },
  };
}
