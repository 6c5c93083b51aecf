import type { PlannedAppointment } from '../appointments/appointment.ts';
import { DomainError, type DomainErrorCode } from '../errors/domain-error.ts';
import type { FormStore } from '../forms/form-ports.ts';
import {
  type BookingResult,
  type BookingStore,
  type ClassSpotRefusal,
  ClassSpotRefusedError,
  DuplicateKeyError,
  MembershipRefusedError,
  SlotTakenError,
} from './booking-ports.ts';
import { type BookingItemRequest, checkBookingItem } from './check-booking-item.ts';
import type { AvailabilitySource, BookableAvailability } from './list-availability.ts';

const MINUTE = 60_000;

const notFound = (index: number) =>
  new DomainError('NOT_FOUND', `item ${index}: no such service at this place`, { item: index });

async function planItem(
  deps: CreateBookingDeps,
  item: BookingItemRequest,
  index: number,
): Promise<PlannedAppointment> {
  const check = await checkBookingItem(deps, item, index);
  if (check.status === 'gone') throw notFound(index);
  if (check.status === 'unavailable') {
    // Starts out of reach are refused without a look-up: a service that does not exist stays "not found".
    const day = item.start.slice(0, 10);
    if (check.alternatives.length === 0 && !(await deps.availability.load({ ...item, from: day, to: day })))
      throw notFound(index);
    throw new DomainError('SLOT_UNAVAILABLE', `item ${index}: this time is not free`, {
      item: index,
      alternatives: check.alternatives,
    });
  }
  const { service, offer } = check.context;
  const start = new Date(item.start);
  const staffId = await pickStaff(deps, check.slot.staffIds, start);
  const endsAt = new Date(start.getTime() + service.durationMinutes * MINUTE);
  return {
    businessId: offer.businessId,
    locationId: offer.place.id,
    serviceId: item.serviceId,
    staffId,
    startsAt: start,
    endsAt,
    busyStartsAt: new Date(start.getTime() - service.bufferBeforeMinutes * MINUTE),
    busyEndsAt: new Date(endsAt.getTime() + service.bufferAfterMinutes * MINUTE),
    priceMinor: offer.service.priceMinor,
    currency: offer.service.currency,
    durationMinutes: service.durationMinutes,
    labels: {
      service: { id: offer.service.id, name: offer.service.name },
      staff: { id: staffId, name: offer.staffNames[staffId] ?? '' },
      place: offer.place,
    },
  };
}

/** Every item planned at once; a refusal names the first refused item. */
async function planItems(deps: CreateBookingDeps, items: BookingItemRequest[]) {
  const settled = await Promise.allSettled(items.map((item, index) => planItem(deps, item, index)));
  const refused = settled.find((outcome) => outcome.status === 'rejected');
  if (refused) throw refused.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<PlannedAppointment>).value);
}

/**
 * A service with a "before booking" form is booked only with the user's completed response to it, which the
 * booking then links to its appointment (used once). The first item without one is refused (`FORM_REQUIRED`,
 * naming the form).
 */
async function withBeforeBookingForms(
  deps: CreateBookingDeps,
  userId: string,
  planned: PlannedAppointment[],
): Promise<PlannedAppointment[]> {
  if (planned.length === 0) return planned;
  const serviceIds = [...new Set(planned.map((item) => item.serviceId))];
  const forms = await deps.forms.beforeBookingForms({ userId, serviceIds });
  if (forms.length === 0) return planned;
  const used = new Set<string>();
  return planned.map((item, index) => {
    const form = forms.find((candidate) => candidate.serviceId === item.serviceId);
    if (!form) return item;
    if (!form.responseId)
      throw new DomainError('FORM_REQUIRED', `item ${index}: its service asks a form before booking`, {
        item: index,
        formId: form.formId,
      });
    // One response answers for one appointment: the second of the same service links none.
    if (used.has(form.responseId)) return item;
    used.add(form.responseId);
    return { ...item, formResponseId: form.responseId };
  });
}

/** "Any staff" goes to whoever has the fewest appointments that day (ties: the order of the schedule). */
async function pickStaff(deps: CreateBookingDeps, candidates: string[], start: Date): Promise<string> {
  if (candidates.length === 1) return candidates[0] as string;
  const counts = await deps.bookings.countDayAppointments(
    candidates,
    new Date(start.getTime() - 12 * 3_600_000),
    new Date(start.getTime() + 12 * 3_600_000),
  );
  return candidates.reduce((best, id) => ((counts.get(id) ?? 0) < (counts.get(best) ?? 0) ? id : best));
}

export interface CreateBookingDeps {
  bookings: BookingStore;
  /** The "before booking" forms a checkout waits for (issue 19). */
  forms: Pick<FormStore, 'beforeBookingForms'>;
  availability: AvailabilitySource<BookableAvailability>;
  now: () => Date;
}

type CreateBookingInput = {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  items: BookingItemRequest[];
  /** Class sessions to take a spot in, in the same transaction (a basket checkout). */
  classSpots?: ReadonlyArray<{ sessionId: string }> | undefined;
  /** The user's membership paying for the items its plan covers (the others are paid at the venue). */
  membershipId?: string | undefined;
};

/** The first result of this key (a replay), null for a new key; a different body is refused. */
async function replayOf(deps: CreateBookingDeps, input: CreateBookingInput) {
  const previous = await deps.bookings.findByKey(input.userId, input.idempotencyKey);
  if (!previous) return null;
  if (previous.requestHash !== input.requestHash)
    throw new DomainError('IDEMPOTENCY_MISMATCH', 'idempotency key reused with another request');
  return { replayed: true, result: previous.result };
}

const CLASS_REFUSALS: Record<Exclude<ClassSpotRefusal, 'form-required'>, [DomainErrorCode, string]> = {
  full: ['CLASS_FULL', 'no spot is free in this session'],
  started: ['CLASS_STARTED', 'the session has begun'],
  already: ['CLASS_ALREADY_BOOKED', 'the user already holds a place in this session'],
  'not-found': ['NOT_FOUND', 'no such class session (or it was cancelled)'],
};

/** A refused class spot as the domain's error, naming it (`classItem`: its index, and its session). */
function classSpotError(error: ClassSpotRefusedError, spots: ReadonlyArray<{ sessionId: string }>) {
  const details = { classItem: error.spotIndex, sessionId: spots[error.spotIndex]?.sessionId };
  if (error.reason === 'form-required')
    return new DomainError('FORM_REQUIRED', `class spot ${error.spotIndex}: the class asks a form`, {
      ...details,
      formId: error.formId,
    });
  const [code, message] = CLASS_REFUSALS[error.reason];
  return new DomainError(code, `class spot ${error.spotIndex}: ${message}`, details);
}

/** The same session twice in one checkout is refused: a user holds at most one spot in a session. */
function refuseRepeatedSessions(spots: ReadonlyArray<{ sessionId: string }>) {
  const seen = new Set<string>();
  for (const [index, spot] of spots.entries()) {
    if (seen.has(spot.sessionId))
      throw new DomainError('CLASS_ALREADY_BOOKED', `class spot ${index}: the same session twice`, {
        classItem: index,
        sessionId: spot.sessionId,
      });
    seen.add(spot.sessionId);
  }
}

/**
 * Checkout of a basket (DESIGN.md §2): every item is checked against availability, priced from the service
 * (snapshot) and inserted in one transaction. A retried request with the same key returns the first result;
 * the same key with another body is refused. The key is looked up only when planning refuses the request
 * (a replay finds its own appointments in the way) or the insert finds the key taken.
 */
export async function createBooking(
  deps: CreateBookingDeps,
  input: CreateBookingInput,
): Promise<{ replayed: boolean; result: BookingResult }> {
  let planned: PlannedAppointment[];
  const classSpots = input.classSpots ?? [];
  try {
    refuseRepeatedSessions(classSpots);
    planned = await withBeforeBookingForms(deps, input.userId, await planItems(deps, input.items));
  } catch (error) {
    if (error instanceof DomainError) {
      const replay = await replayOf(deps, input);
      if (replay) return replay;
    }
    throw error;
  }
  try {
    const result = await deps.bookings.insert({
      userId: input.userId,
      key: input.idempotencyKey,
      requestHash: input.requestHash,
      appointments: planned,
      ...(classSpots.length > 0 ? { classSpots } : {}),
      membershipId: input.membershipId,
    });
    return { replayed: false, result };
  } catch (error) {
    if (error instanceof DuplicateKeyError) {
      // A request with this key came first: answer with its result (or refuse a different body).
      return (await replayOf(deps, input)) ?? createBooking(deps, input);
    }
    if (error instanceof ClassSpotRefusedError) {
      // A retry of a checkout that took its spots finds them held: it answers the first result.
      const replay = await replayOf(deps, input);
      if (replay) return replay;
      throw classSpotError(error, classSpots);
    }
    if (error instanceof SlotTakenError) {
      throw new DomainError('SLOT_UNAVAILABLE', `item ${error.itemIndex}: this time was just taken`, {
        item: error.itemIndex,
        alternatives: [],
      });
    }
    if (error instanceof MembershipRefusedError) {
      if (error.reason === 'not-found') throw new DomainError('NOT_FOUND', 'no such membership of the user');
      throw new DomainError('MEMBERSHIP_NOT_USABLE', `the membership cannot pay: ${error.reason}`, {
        reason: error.reason,
      });
    }
    throw error;
  }
}
