import { DuplicateKeyError, SlotTakenError } from '../booking/booking-ports.ts';
import { checkBookingItem } from '../booking/check-booking-item.ts';
import type { AvailabilityContext, AvailabilitySource } from '../booking/list-availability.ts';
import { DomainError } from '../errors/domain-error.ts';
import { appointmentRescheduledNotification } from '../notifications/appointment-notifications.ts';
import type { AppointmentPlacement, AppointmentTiming } from './appointment.ts';
import type { AppointmentMoveStore, MyAppointmentsStore } from './appointment-ports.ts';
import { describeAppointment, type MyAppointment } from './my-appointments.ts';

const MINUTE = 60_000;
/** A guard that matched nothing because the appointment moved meanwhile is re-decided this often. */
const MAX_ATTEMPTS = 3;

export interface RescheduleDeps {
  appointments: MyAppointmentsStore;
  moves: AppointmentMoveStore;
  availability: AvailabilitySource;
  now: () => Date;
}

export interface RescheduleInput {
  userId: string;
  id: string;
  idempotencyKey: string;
  requestHash: string;
  start: string;
  /** A staff member's id or `'any'`; absent keeps the current staff member. */
  staffId?: string | undefined;
  /** The language of the owner's notification of the move (its link). */
  locale: string;
}

export type RescheduleOutcome =
  | { kind: 'moved'; appointment: MyAppointment }
  | { kind: 'replayed'; appointment: MyAppointment }
  | { kind: 'not-found' }
  | { kind: 'already-cancelled' }
  | { kind: 'window-passed'; appointment: MyAppointment; windowMinutes: number };

/**
 * Availability as if the appointment were not booked: its own busy range is removed from its staff
 * member's schedule, and its booked duration replaces the service's current one.
 */
function withoutOwnTime(
  source: AvailabilitySource,
  own: { staffId: string; timing: AppointmentTiming },
  loaded: (context: AvailabilityContext) => void,
): AvailabilitySource {
  const sameRange = (range: { start: string; end: string }) =>
    Date.parse(range.start) === own.timing.busyStartsAt.getTime() &&
    Date.parse(range.end) === own.timing.busyEndsAt.getTime();
  return {
    async load(request) {
      const context = await source.load(request);
      if (!context) return null;
      const freed: AvailabilityContext = {
        ...context,
        service: { ...context.service, durationMinutes: own.timing.durationMinutes },
        staff: context.staff.map((member) => {
          if (member.id !== own.staffId) return member;
          const index = member.busy.findIndex(sameRange);
          return index < 0 ? member : { ...member, busy: member.busy.filter((_, i) => i !== index) };
        }),
      };
      loaded(freed);
      return freed;
    },
  };
}

function placement(staffId: string, start: Date, context: AvailabilityContext): AppointmentPlacement {
  const { durationMinutes, bufferBeforeMinutes, bufferAfterMinutes } = context.service;
  const endsAt = new Date(start.getTime() + durationMinutes * MINUTE);
  return {
    staffId,
    startsAt: start,
    endsAt,
    busyStartsAt: new Date(start.getTime() - bufferBeforeMinutes * MINUTE),
    busyEndsAt: new Date(endsAt.getTime() + bufferAfterMinutes * MINUTE),
  };
}

type Attempt = RescheduleOutcome | { kind: 'retry' };

async function attemptMove(deps: RescheduleDeps, input: RescheduleInput): Promise<Attempt> {
  const previous = await deps.moves.findByKey(input.userId, input.idempotencyKey);
  if (previous) {
    if (previous.requestHash !== input.requestHash || previous.appointmentId !== input.id)
      throw new DomainError('IDEMPOTENCY_MISMATCH', 'idempotency key reused with another request');
    const stored = await deps.appointments.find(input.userId, input.id);
    return stored
      ? { kind: 'replayed', appointment: describeAppointment(stored, deps.now()) }
      : { kind: 'not-found' };
  }
  const [stored, timing] = await Promise.all([
    deps.appointments.find(input.userId, input.id),
    deps.moves.findTiming(input.userId, input.id),
  ]);
  if (!stored || !timing) return { kind: 'not-found' };
  const now = deps.now();
  const current = describeAppointment(stored, now);
  if (stored.status === 'cancelled') return { kind: 'already-cancelled' };
  if (!current.cancellable)
    return {
      kind: 'window-passed',
      appointment: current,
      windowMinutes: stored.place.cancellationWindowMinutes,
    };
  const start = new Date(input.start);
  if (!(start.getTime() > now.getTime()))
    throw new DomainError('START_IN_PAST', 'an appointment can only move to a time still to come');
  const period = timing.membershipPeriod;
  if (period && (start < period.validFrom || start >= period.validUntil))
    throw new DomainError(
      'MEMBERSHIP_NOT_USABLE',
      'the membership that paid for this visit does not cover that day',
      {
        reason: 'outside-period',
      },
    );
  const staffId = input.staffId ?? stored.staff.id;
  let context: AvailabilityContext | undefined;
  const availability = withoutOwnTime(deps.availability, { staffId: stored.staff.id, timing }, (loaded) => {
    context = loaded;
  });
  const check = await checkBookingItem(
    { availability, now: () => now },
    { locationSlug: stored.place.slug, serviceId: stored.service.id, staffId, start: input.start },
  );
  if (check.status === 'unavailable')
    throw new DomainError('SLOT_UNAVAILABLE', 'this time is not free', { alternatives: check.alternatives });
  if (check.status === 'gone' || !context)
    throw new DomainError('NOT_FOUND', 'the service of this appointment cannot be booked any more');
  // The current staff member keeps the appointment when free; otherwise the first free one.
  const chosen = check.slot.staffIds.includes(stored.staff.id)
    ? stored.staff.id
    : (check.slot.staffIds[0] as string);
  if (chosen === stored.staff.id && start.getTime() === stored.startsAt.getTime())
    throw new DomainError('CONFLICT', 'the appointment is already at this time');
  const to = placement(chosen, start, context);
  const notification = appointmentRescheduledNotification(
    { ...stored, startsAt: to.startsAt, endsAt: to.endsAt },
    stored.startsAt,
    input.locale,
  );
  try {
    const moved = await deps.moves.move({
      userId: input.userId,
      appointmentId: input.id,
      key: input.idempotencyKey,
      requestHash: input.requestHash,
      now,
      from: { staffId: stored.staff.id, startsAt: stored.startsAt },
      to,
      notification,
    });
    if (!moved) return { kind: 'retry' };
  } catch (error) {
    if (error instanceof DuplicateKeyError) return { kind: 'retry' };
    if (error instanceof SlotTakenError)
      throw new DomainError('SLOT_UNAVAILABLE', 'this time was just taken', { alternatives: [] });
    throw error;
  }
  const moved = await deps.appointments.find(input.userId, input.id);
  return moved ? { kind: 'moved', appointment: describeAppointment(moved, now) } : { kind: 'not-found' };
}

/**
 * The owner moves a booked appointment to another free time (and staff member) while it could still be
 * cancelled. Availability ignores the appointment's own time; one guarded UPDATE frees the old time only
 * when the new one is taken. A replay of the key answers the appointment as it is now.
 */
export async function rescheduleAppointment(
  deps: RescheduleDeps,
  input: RescheduleInput,
): Promise<RescheduleOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const outcome = await attemptMove(deps, input);
    if (outcome.kind !== 'retry') return outcome;
  }
  throw new DomainError('CONFLICT', 'the appointment changed while it was being moved');
}
