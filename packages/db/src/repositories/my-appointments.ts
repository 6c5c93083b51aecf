import type {
  AppointmentsOfOwners,
  MyAppointmentsStore,
  MyBookingsStore,
  StoredAppointment,
} from '@kalendo/domain';
import { and, asc, desc, eq, gt, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { appointments, locations, reviews, services, staff } from '../schema/index.ts';
import { lockPayingMembership } from './membership-service-credits.ts';
import { enqueueNotification } from './notifications.ts';

/** The place of a visit as `StoredAppointment['place']` names it (its country code still padded). */
export const placeColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  addressLine: locations.addressLine,
  postalCode: locations.postalCode,
  city: locations.city,
  countryCode: locations.countryCode,
  timeZone: locations.timeZone,
  latitude: locations.latitude,
  longitude: locations.longitude,
  cancellationWindowMinutes: locations.cancellationWindowMinutes,
};

const columns = {
  id: appointments.id,
  status: appointments.status,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  priceMinor: appointments.priceMinor,
  currency: appointments.currency,
  membershipId: appointments.membershipId,
  serviceId: services.id,
  serviceName: services.name,
  staffId: staff.id,
  staffName: staff.name,
  place: placeColumns,
  reviewId: reviews.id,
  reviewRating: reviews.rating,
  reviewBody: reviews.body,
};

/** More than a basket can hold (10): a bound on the rows one booking's query reads. */
const MAX_BOOKING_APPOINTMENTS = 20;

type Row = {
  id: string;
  status: StoredAppointment['status'];
  startsAt: Date;
  endsAt: Date;
  priceMinor: number;
  currency: string;
  membershipId: string | null;
  serviceId: string;
  serviceName: string;
  staffId: string;
  staffName: string;
  place: StoredAppointment['place'];
  reviewId: string | null;
  reviewRating: number | null;
  reviewBody: string | null;
};

function toStored(row: Row): StoredAppointment {
  return {
    id: row.id,
    status: row.status,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    priceMinor: row.priceMinor,
    currency: row.currency,
    service: { id: row.serviceId, name: row.serviceName },
    staff: { id: row.staffId, name: row.staffName },
    place: { ...row.place, countryCode: row.place.countryCode.trim() },
    paidWithMembership: row.membershipId !== null,
    review:
      row.reviewId === null
        ? null
        : { id: row.reviewId, rating: row.reviewRating ?? 0, body: row.reviewBody ?? '' },
  };
}

/** The signed-in user's appointments ("My appointments"); every query is scoped to the user id. */
export function createMyAppointments(db: Db): MyAppointmentsStore & MyBookingsStore & AppointmentsOfOwners {
  const joined = () =>
    db
      .select(columns)
      .from(appointments)
      .innerJoin(locations, eq(locations.id, appointments.locationId))
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(staff, eq(staff.id, appointments.staffId))
      // At most one review per appointment (unique appointment_id), so the join never repeats a row.
      .leftJoin(reviews, eq(reviews.appointmentId, appointments.id));
  return {
    async list({ userId, when, now, limit, after }) {
      const upcoming = when === 'upcoming';
      const conditions: Array<SQL | undefined> = [
        eq(appointments.userId, userId),
        upcoming ? gt(appointments.endsAt, now) : lte(appointments.endsAt, now),
      ];
      if (after) {
        const beyond = upcoming ? gt : lt;
        conditions.push(
          or(
            beyond(appointments.startsAt, after.startsAt),
            and(eq(appointments.startsAt, after.startsAt), beyond(appointments.id, after.id)),
          ),
        );
      }
      const order = upcoming
        ? [asc(appointments.startsAt), asc(appointments.id)]
        : [desc(appointments.startsAt), desc(appointments.id)];
      const rows = await joined()
        .where(and(...conditions))
        .orderBy(...order)
        .limit(limit);
      return rows.map(toStored);
    },
    async find(userId, id) {
      const [row] = await joined().where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
      return row ? toStored(row) : null;
    },
    async findEach(refs) {
      if (refs.length === 0) return [];
      const rows = await joined()
        .where(
          or(...refs.map((ref) => and(eq(appointments.id, ref.id), eq(appointments.userId, ref.userId)))),
        )
        // A delivery batch names at most one appointment per notification.
        .limit(refs.length);
      return rows.map(toStored);
    },
    async listOfBooking(userId, bookingId) {
      const rows = await joined()
        .where(and(eq(appointments.bookingId, bookingId), eq(appointments.userId, userId)))
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        // A booking holds at most as many appointments as a basket holds items.
        .limit(MAX_BOOKING_APPOINTMENTS);
      return rows.map(toStored);
    },
    async cancel(userId, id, now, notification) {
      // One statement decides: the row lock makes a concurrent cancel re-check `status` and find nothing.
      // The owner's notification is written in the same transaction, only when this call cancelled.
      // A membership that paid for it is locked first (as at checkout) and gets its credit back.
      return db.transaction(async (tx) => {
        const giveCreditBack = await lockPayingMembership(tx, id);
        const rows = await tx
          .update(appointments)
          .set({ status: 'cancelled', cancelledAt: now })
          .where(
            and(
              eq(appointments.id, id),
              eq(appointments.userId, userId),
              eq(appointments.status, 'booked'),
              sql`${appointments.startsAt} > ${now.toISOString()}::timestamptz + make_interval(mins => (
              select ${locations.cancellationWindowMinutes} from ${locations}
              where ${locations.id} = ${appointments.locationId}))`,
            ),
          )
          .returning({ id: appointments.id });
        if (rows.length !== 1) return false;
        await giveCreditBack();
        if (notification) await enqueueNotification(tx, userId, notification);
        return true;
      });
    },
  };
}
