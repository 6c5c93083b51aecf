import {
  type BookedClassSpot,
  ClassSpotRefusedError,
  MembershipRefusedError,
  type StoredAppointment,
} from '@kalendo/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTransaction } from '../client/database.ts';
import { basketItems, classBookings, classes, classSessions, staff } from '../schema/index.ts';
import { selectClassBookings } from './class-bookings/select-class-bookings.ts';
import { takeClassSpotIn } from './class-bookings/take-class-spot.ts';
import { placeColumns } from './my-appointments.ts';

/** A spot a checkout took, with what its confirmation says of it. */
export interface TakenSpot extends BookedClassSpot {
  /** The spot as a line of the confirmation: the class's name as the service's, its teacher as the staff's. */
  line: StoredAppointment;
}

/**
 * Takes a spot in each session inside the checkout's transaction, the sessions' rows locked in id order (one
 * lock order: two checkouts holding the same sessions wait for each other instead of deadlocking), before the
 * membership's and the appointments' (the order of a spot booked on its own). Never a waitlist place: a full
 * session refuses the whole checkout (`ClassSpotRefusedError`), as does one begun, cancelled or already held.
 * With a membership, a credit pays for each session its plan covers; the others are paid at the venue.
 */
export async function takeCheckoutSpots(
  tx: DbTransaction,
  input: { userId: string; spots: ReadonlyArray<{ sessionId: string }>; membershipId?: string; now: Date },
): Promise<TakenSpot[]> {
  const order = input.spots
    .map((spot, index) => ({ ...spot, index }))
    .sort((a, b) => (a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : a.index - b.index));
  const taken = new Map<number, { id: string; membershipId: string | null }>();
  for (const { sessionId, index } of order) {
    const outcome = await takeClassSpotIn(
      tx,
      {
        userId: input.userId,
        sessionId,
        now: input.now,
        ...(input.membershipId ? { membershipId: input.membershipId } : {}),
      },
      { spotOnly: true, payAtVenueWhenNotCovered: true },
    );
    switch (outcome.kind) {
      case 'booked':
        taken.set(index, outcome.booking);
        break;
      case 'membership-unusable':
        throw new MembershipRefusedError(outcome.reason);
      case 'form-required':
        throw new ClassSpotRefusedError(index, 'form-required', outcome.formId);
      case 'waitlisted':
      case 'full':
        throw new ClassSpotRefusedError(index, 'full');
      default:
        throw new ClassSpotRefusedError(index, outcome.kind);
    }
  }
  const ids = [...taken.values()].map((spot) => spot.id);
  const rows = ids.length ? await spotLines(tx as unknown as Db, ids) : [];
  return input.spots.map((_, index) => {
    const spot = taken.get(index) as { id: string; membershipId: string | null };
    const row = rows.find((candidate) => candidate.id === spot.id);
    if (!row) throw new Error(`class booking ${spot.id} vanished in its own transaction`);
    const {
      id: _id,
      membershipId: _paid,
      classId,
      className,
      instructorId,
      instructorName,
      place,
      sessionId,
      ...times
    } = row;
    return {
      id: spot.id,
      sessionId,
      ...times,
      currency: times.currency.trim(),
      membershipId: spot.membershipId,
      line: {
        id: spot.id,
        status: 'booked',
        ...times,
        currency: times.currency.trim(),
        service: { id: classId, name: className },
        staff: { id: instructorId ?? '', name: instructorName ?? '' },
        place: { ...place, countryCode: place.countryCode.trim() },
        review: null,
        paidWithMembership: spot.membershipId !== null,
      },
    };
  });
}

/** A spot as a checkout answers it: its session's times and its class's price. */
const spotColumns = {
  id: classBookings.id,
  sessionId: classBookings.sessionId,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  priceMinor: classes.priceMinor,
  currency: classes.currency,
  membershipId: classBookings.membershipId,
};

/** The sessions, classes, places and teachers of the spots just taken. */
function spotLines(db: Db, ids: string[]) {
  return selectClassBookings(db, {
    ...spotColumns,
    classId: classes.id,
    className: classes.name,
    instructorId: staff.id,
    instructorName: staff.name,
    place: placeColumns,
  }).where(inArray(classBookings.id, ids));
}

/** The class spots a booking took (a retried checkout answers them), soonest first. */
export async function spotsOfBooking(db: Db, bookingId: string): Promise<BookedClassSpot[]> {
  const rows = await selectClassBookings(db, spotColumns)
    .where(eq(classBookings.bookingId, bookingId))
    .orderBy(asc(classSessions.startsAt), asc(classBookings.id));
  return rows.map((row) => ({ ...row, currency: row.currency.trim() }));
}

/** Once the booking's row exists: its spots name it, and their sessions leave the user's basket. */
export async function attachSpotsToBooking(
  tx: DbTransaction,
  input: { userId: string; bookingId: string; spots: readonly BookedClassSpot[] },
): Promise<void> {
  if (input.spots.length === 0) return;
  await tx
    .update(classBookings)
    .set({ bookingId: input.bookingId })
    .where(
      inArray(
        classBookings.id,
        input.spots.map((spot) => spot.id),
      ),
    );
  await tx.delete(basketItems).where(
    and(
      eq(basketItems.userId, input.userId),
      inArray(
        basketItems.classSessionId,
        input.spots.map((spot) => spot.sessionId),
      ),
    ),
  );
}
