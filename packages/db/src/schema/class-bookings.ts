import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './appointments.ts';
import { users } from './auth.ts';
import { classSessions } from './classes.ts';
import { createdAt, id } from './columns.ts';
import { memberships } from './memberships.ts';

export const classBookingStatus = pgEnum('class_booking_status', [
  'booked',
  'waitlisted',
  'cancelled',
  'attended',
]);

export const classBookings = pgTable(
  'class_bookings',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: classBookingStatus('status').notNull().default('booked'),
    /** The membership that pays for the spot (a credit spent when the spot is taken), if any. */
    membershipId: uuid('membership_id').references((): AnyPgColumn => memberships.id, {
      onDelete: 'set null',
    }),
    /** The basket checkout (its idempotency key) that took the spot; null for a spot booked on its own. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('class_bookings_one_per_user')
      .on(t.sessionId, t.userId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('class_bookings_booking_idx').on(t.bookingId).where(sql`${t.bookingId} is not null`),
  ],
);
