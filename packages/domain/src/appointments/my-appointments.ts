import { Temporal } from 'temporal-polyfill';
import { appointmentCancelledNotification } from '../notifications/appointment-notifications.ts';
import { decodeStartCursor, encodeStartCursor } from '../paging/start-cursor.ts';
import { canReview } from '../reviews/write-review.ts';
import type { StoredAppointment } from './appointment.ts';
import type { AppointmentsWhen, MyAppointmentsStore } from './appointment-ports.ts';
import { cancellationState } from './cancellation-state.ts';

export const MAX_APPOINTMENTS_PAGE = 100;

export interface MyAppointmentsDeps {
  appointments: MyAppointmentsStore;
  now: () => Date;
}

export interface MyAppointment extends StoredAppointment {
  /** Wall clock at the place, `YYYY-MM-DDTHH:mm`, and its UTC offset (`+02:00`). */
  localStartsAt: string;
  localEndsAt: string;
  utcOffset: string;
  cancellable: boolean;
  cancellableUntil: Date;
  /** Completed and not reviewed yet (the list holds only the user's own appointments). */
  reviewable: boolean;
}

function wallClock(instant: Date, timeZone: string) {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  return {
    local: zoned.toPlainDateTime().toString({ smallestUnit: 'minute' }),
    offset: zoned.offset,
  };
}

/** The list view of a stored appointment at `now`: local times and whether it can still be cancelled. */
export function describeAppointment(stored: StoredAppointment, now: Date): MyAppointment {
  const start = wallClock(stored.startsAt, stored.place.timeZone);
  const { cancellable, cancellableUntil } = cancellationState({
    startsAt: stored.startsAt,
    status: stored.status,
    cancellationWindowMinutes: stored.place.cancellationWindowMinutes,
    now,
  });
  return {
    ...stored,
    localStartsAt: start.local,
    localEndsAt: wallClock(stored.endsAt, stored.place.timeZone).local,
    utcOffset: start.offset,
    cancellable,
    cancellableUntil,
    reviewable: canReview({ status: stored.status, hasReview: stored.review !== null }),
  };
}

/** One page of the caller's upcoming or past appointments. */
export async function listMyAppointments(
  deps: MyAppointmentsDeps,
  input: { userId: string; when: AppointmentsWhen; limit: number; cursor?: string },
): Promise<{ items: MyAppointment[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(1, input.limit), MAX_APPOINTMENTS_PAGE);
  const after = input.cursor ? decodeStartCursor(input.cursor) : undefined;
  const now = deps.now();
  const rows = await deps.appointments.list({
    userId: input.userId,
    when: input.when,
    now,
    limit: limit + 1,
    ...(after ? { after } : {}),
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => describeAppointment(row, now)),
    nextCursor: rows.length > limit && last ? encodeStartCursor(last) : null,
  };
}

export type CancelOutcome =
  | { kind: 'cancelled'; appointment: MyAppointment }
  | { kind: 'not-found' }
  | { kind: 'already-cancelled'; appointment: MyAppointment }
  | { kind: 'window-passed'; appointment: MyAppointment; windowMinutes: number };

/**
 * Cancel by the owner. The guarded statement decides, and writes the owner's notification (in `locale`)
 * when it cancelled; only when it changed nothing do we read the row again to say why (already
 * cancelled, or too late). Absent or someone else's → not found.
 */
export async function cancelMyAppointment(
  deps: MyAppointmentsDeps,
  input: { userId: string; id: string; locale: string },
): Promise<CancelOutcome> {
  const now = deps.now();
  const before = await deps.appointments.find(input.userId, input.id);
  if (!before) return { kind: 'not-found' };
  const notification = appointmentCancelledNotification(before, input.locale);
  const changed = await deps.appointments.cancel(input.userId, input.id, now, notification);
  if (changed)
    return { kind: 'cancelled', appointment: describeAppointment({ ...before, status: 'cancelled' }, now) };
  const stored = await deps.appointments.find(input.userId, input.id);
  if (!stored) return { kind: 'not-found' };
  const appointment = describeAppointment(stored, now);
  if (stored.status === 'cancelled') return { kind: 'already-cancelled', appointment };
  return { kind: 'window-passed', appointment, windowMinutes: stored.place.cancellationWindowMinutes };
}
