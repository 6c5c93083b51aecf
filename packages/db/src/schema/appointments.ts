import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { businesses, locations } from './businesses.ts';
import { createdAt, currency, id, instant, priceMinor } from './columns.ts';
import { memberships } from './memberships.ts';
import { services } from './services.ts';
import { staff } from './staff.ts';

export const appointmentStatus = pgEnum('appointment_status', [
  'booked',
  'cancelled',
  'completed',
  'no_show',
]);

/** One checkout of one basket; its appointments are created in one transaction. */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('bookings_idempotency').on(t.userId, t.idempotencyKey)],
);

/**
 * An appointment occupies its staff member from `busy_starts_at` to `busy_ends_at` (service time plus
 * buffers). The EXCLUDE constraint in migration 0002 forbids two non-cancelled appointments of one staff
 * member whose busy ranges overlap.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: appointmentStatus('status').notNull().default('booked'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    busyStartsAt: instant('busy_starts_at').notNull(),
    busyEndsAt: instant('busy_ends_at').notNull(),
    /** Price and currency as they were when booked. */
    priceMinor: priceMinor(),
    currency: currency(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The membership that pays for the visit (a credit spent at checkout, given back on cancelling), if any. */
    membershipId: uuid('membership_id').references((): AnyPgColumn => memberships.id, {
      onDelete: 'set null',
    }),
    notes: text('notes').notNull().default(''),
    cancelledAt: instant('cancelled_at'),
    /** When the place marked the client arrived (a booked visit stays booked until completed or a no-show). */
    arrivedAt: instant('arrived_at'),
    /** A walk-in or phone client without an account, as the place named them (migration 0024). */
    clientName: text('client_name'),
    clientPhone: text('client_phone'),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_user_idx').on(t.userId, t.startsAt),
    index('appointments_location_idx').on(t.locationId, t.startsAt),
    // The clients of a business (ADR 043) group its appointments; a client's page reads them by start.
    index('appointments_business_start_idx').on(t.businessId, t.startsAt),
    index('appointments_staff_idx').on(t.staffId, t.busyStartsAt),
    // The reminder planner reads booked appointments by start time.
    index('appointments_booked_start_idx').on(t.startsAt).where(sql`${t.status} = 'booked'`),
    // The review request planner reads completed visits by end time.
    index('appointments_completed_end_idx').on(t.endsAt).where(sql`${t.status} = 'completed'`),
    check(
      'appointments_time_order',
      sql`${t.busyStartsAt} <= ${t.startsAt} and ${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.busyEndsAt}`,
    ),
    check('appointments_price_non_negative', sql`${t.priceMinor} >= 0`),
    check(
      'appointments_client_name',
      sql`${t.clientName} is null or char_length(btrim(${t.clientName})) between 1 and 120`,
    ),
    check(
      'appointments_client_phone',
      sql`${t.clientPhone} is null or (${t.clientName} is not null and ${t.clientPhone} ~ '^\\+?[0-9][0-9 ()./-]{3,30}$')`,
    ),
  ],
);

/**
 * One reschedule of an appointment by its owner: the idempotency key of the request (a replay answers the
 * appointment, the same key with another body is refused) and where the appointment moved from and to.
 */
export const appointmentMoves = pgTable(
  'appointment_moves',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    fromStaffId: uuid('from_staff_id').notNull(),
    fromStartsAt: instant('from_starts_at').notNull(),
    toStaffId: uuid('to_staff_id').notNull(),
    toStartsAt: instant('to_starts_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('appointment_moves_idempotency').on(t.userId, t.idempotencyKey),
    index('appointment_moves_appointment_idx').on(t.appointmentId),
  ],
);
