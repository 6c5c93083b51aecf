import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, time, uuid } from 'drizzle-orm/pg-core';
import { businesses, locations } from './businesses.ts';
import { id, instant } from './columns.ts';

export const staff = pgTable(
  'staff',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    photoMediaId: uuid('photo_media_id'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('staff_location_idx').on(t.locationId)],
);

/** Weekly working hours in the location's wall-clock time; several rows per weekday are allowed. */
export const staffWorkingHours = pgTable(
  'staff_working_hours',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (t) => [
    index('staff_working_hours_staff_idx').on(t.staffId),
    check('staff_working_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('staff_working_hours_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Recurring weekly breaks (lunch) in local wall-clock time. */
export const staffBreaks = pgTable(
  'staff_breaks',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (t) => [
    index('staff_breaks_staff_idx').on(t.staffId),
    check('staff_breaks_weekday', sql`${t.weekday} between 1 and 7`),
    check('staff_breaks_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Absences as instants (holiday, sick day). */
export const staffTimeOff = pgTable(
  'staff_time_off',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('staff_time_off_staff_idx').on(t.staffId, t.startsAt),
    check('staff_time_off_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
