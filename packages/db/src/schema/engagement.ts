import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { users } from './auth.ts';
import { businesses, locations } from './businesses.ts';
import { classSessions } from './classes.ts';
import { createdAt, id, instant } from './columns.ts';
import { services } from './services.ts';
import { staff } from './staff.ts';

/**
 * Basket items of signed-in users (guests keep theirs in the browser until they sign in).
 * Either a service at a start time (staff null = "any available") or a class session.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at'),
    classSessionId: uuid('class_session_id').references(() => classSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('basket_items_user_idx').on(t.userId),
    check(
      'basket_items_kind',
      sql`(${t.serviceId} is not null and ${t.startsAt} is not null and ${t.classSessionId} is null) or (${t.classSessionId} is not null and ${t.serviceId} is null)`,
    ),
  ],
);

/** Only a completed appointment may be reviewed, once (enforced by the unique appointment id and the use case). */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_location_idx').on(t.locationId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** "My locations" of the side menu. */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] })],
);
