import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { classBookings } from './class-bookings.ts';
import { createdAt, id } from './columns.ts';
import { memberships } from './memberships.ts';

/** The membership's usage history: every credit spent or given back, and by which class booking. */
export const membershipCreditMoves = pgTable(
  'membership_credit_moves',
  {
    id: id(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    classBookingId: uuid('class_booking_id').references(() => classBookings.id, { onDelete: 'set null' }),
    change: integer('change').notNull(),
    reason: text('reason', {
      enum: ['class-booked', 'class-cancelled', 'promoted-from-waitlist'],
    }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('membership_credit_moves_membership_idx').on(t.membershipId, t.createdAt.desc()),
    check(
      'membership_credit_moves_reason',
      sql`${t.reason} in ('class-booked', 'class-cancelled', 'promoted-from-waitlist')`,
    ),
  ],
);
