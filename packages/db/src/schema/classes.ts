import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses, locations } from './businesses.ts';
import { currency, id, instant, priceMinor } from './columns.ts';
import { forms } from './forms.ts';
import { staff } from './staff.ts';

export const classes = pgTable(
  'classes',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    priceMinor: priceMinor(),
    currency: currency(),
    defaultCapacity: integer('default_capacity').notNull(),
    level: text('level', { enum: ['all', 'beginner', 'intermediate', 'advanced'] })
      .notNull()
      .default('all'),
    whatToBring: text('what_to_bring').notNull().default(''),
    /** The form a spot in this class asks (issue 19), as a service's `required_form_id`. */
    requiredFormId: uuid('required_form_id').references(() => forms.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('classes_location_idx').on(t.locationId),
    check('classes_duration_positive', sql`${t.durationMinutes} > 0`),
    check('classes_capacity_positive', sql`${t.defaultCapacity} > 0`),
    check('classes_price_non_negative', sql`${t.priceMinor} >= 0`),
    check('classes_level', sql`${t.level} in ('all', 'beginner', 'intermediate', 'advanced')`),
  ],
);

/** One occurrence of a class. `booked_count` is kept under a row lock and can never exceed capacity. */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: id(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    instructorStaffId: uuid('instructor_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    bookedCount: integer('booked_count').notNull().default(0),
    waitlistCapacity: integer('waitlist_capacity').notNull().default(0),
    /** Set when the place cancelled the session: off the timetable, no spots taken. */
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    index('class_sessions_location_idx').on(t.locationId, t.startsAt),
    /** The marketplace's timetable: walked in start order, stopping at a page. */
    index('class_sessions_start_idx').on(t.startsAt, t.id),
    index('class_sessions_instructor_idx').on(t.instructorStaffId, t.startsAt),
    check('class_sessions_time_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('class_sessions_capacity', sql`${t.capacity} > 0 and ${t.bookedCount} between 0 and ${t.capacity}`),
    check('class_sessions_waitlist', sql`${t.waitlistCapacity} >= 0`),
  ],
);
