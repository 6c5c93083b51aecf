/** What the place marks on an appointment of its calendar (issue 22, ADR 042). */
export const APPOINTMENT_MARKS = ['arrived', 'completed', 'no-show'] as const;
export type AppointmentMark = (typeof APPOINTMENT_MARKS)[number];

/** A client may be marked arrived this long before the start (early for the visit, in the waiting room). */
export const ARRIVAL_EARLIEST_MINUTES = 120;

/** What a mark needs to know of the appointment. */
export interface MarkableAppointment {
  status: 'booked' | 'cancelled' | 'completed' | 'no_show';
  arrivedAt: Date | null;
  startsAt: Date;
}

/**
 * Why a mark is refused: `closed` (cancelled, completed or a no-show already), `too-early` (before the
 * visit could have begun), `already-arrived`, `arrived` (a no-show of a client who came).
 */
export type MarkRefusal = 'closed' | 'too-early' | 'already-arrived' | 'arrived';

export type MarkDecision =
  | { ok: true; change: { status?: 'completed' | 'no_show'; arrivedAt?: Date } }
  | { ok: false; refusal: MarkRefusal };

const MINUTE = 60_000;

/**
 * The change a mark makes, or why it is refused. Arrival is a moment of a booked visit, not a status: the
 * visit stays `booked` (on the calendar, in its staff member's time) until it is `completed` or a `no_show`.
 * Only a booked visit is marked; arrival from two hours before its start, completion once it began or the
 * client arrived, a no-show once it began and only if the client did not arrive.
 */
export function decideMark(appointment: MarkableAppointment, mark: AppointmentMark, now: Date): MarkDecision {
  if (appointment.status !== 'booked') return { ok: false, refusal: 'closed' };
  const begun = now.getTime() >= appointment.startsAt.getTime();
  switch (mark) {
    case 'arrived':
      if (appointment.arrivedAt) return { ok: false, refusal: 'already-arrived' };
      if (now.getTime() < appointment.startsAt.getTime() - ARRIVAL_EARLIEST_MINUTES * MINUTE)
        return { ok: false, refusal: 'too-early' };
      return { ok: true, change: { arrivedAt: now } };
    case 'completed':
      if (!begun && !appointment.arrivedAt) return { ok: false, refusal: 'too-early' };
      return { ok: true, change: { status: 'completed' } };
    case 'no-show':
      if (appointment.arrivedAt) return { ok: false, refusal: 'arrived' };
      if (!begun) return { ok: false, refusal: 'too-early' };
      return { ok: true, change: { status: 'no_show' } };
  }
}
