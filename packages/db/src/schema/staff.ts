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

/** A weekly recurring time range in the location's wall-clock time (ISO weekday 1 = Monday … 7 = Sunday). */
function staffWeeklyRanges(name: string) {
  return pgTable(
    name,
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
      index(`${name}_staff_idx`).on(t.staffId),
      check(`${name}_weekday`, sql`${t.weekday} between 1 and 7`),
      check(`${name}_order`, sql`${t.endsAt} > ${t.startsAt}`),
    ],
  );
}

/** Weekly working hours; several rows per weekday are allowed (split shifts). */
export const staffWorkingHours = staffWeeklyRanges('staff_working_hours');

/** Recurring weekly breaks (lunch). */
export const staffBreaks = staffWeeklyRanges('staff_breaks');

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
