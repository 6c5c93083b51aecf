import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { classBookings } from './class-bookings.ts';
import { createdAt, id } from './columns.ts';
import { memberships } from './memberships.ts';

export const CREDIT_MOVE_REASONS = [
  'class-booked',
  'class-cancelled',
  'promoted-from-waitlist',
  'service-booked',
  'service-cancelled',
] as const;

/** The membership's usage history: every credit spent or given back, and by which class booking or appointment. */
export const membershipCreditMoves = pgTable(
  'membership_credit_moves',
  {
    id: id(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    classBookingId: uuid('class_booking_id').references(() => classBookings.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    change: integer('change').notNull(),
    reason: text('reason', {
      enum: CREDIT_MOVE_REASONS,
    }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('membership_credit_moves_membership_idx').on(t.membershipId, t.createdAt.desc()),
    check(
      'membership_credit_moves_reason',
      sql`${t.reason} in ('class-booked', 'class-cancelled', 'promoted-from-waitlist', 'service-booked', 'service-cancelled')`,
    ),
  ],
);
