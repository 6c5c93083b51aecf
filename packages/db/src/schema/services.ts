import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { businesses, locations } from './businesses.ts';
import { marketplaceServices } from './catalog.ts';
import { currency, id, priceMinor } from './columns.ts';
import { forms } from './forms.ts';
import { staff } from './staff.ts';

/** A location's own grouping of its services ("Haircuts", "Colour"). */
export const serviceCategories = pgTable(
  'service_categories',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('service_categories_location_idx').on(t.locationId, t.slug)],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    serviceCategoryId: uuid('service_category_id').references(() => serviceCategories.id, {
      onDelete: 'set null',
    }),
    marketplaceServiceId: uuid('marketplace_service_id').references(() => marketplaceServices.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    priceMinor: priceMinor(),
    /** When true the price is a lower bound ("from 40 €"). */
    priceIsFrom: boolean('price_is_from').notNull().default(false),
    currency: currency(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    requiredFormId: uuid('required_form_id').references(() => forms.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('services_location_idx').on(t.locationId),
    index('services_marketplace_service_idx').on(t.marketplaceServiceId),
    check('services_duration_positive', sql`${t.durationMinutes} > 0`),
    check('services_price_non_negative', sql`${t.priceMinor} >= 0`),
    check(
      'services_buffers_non_negative',
      sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0`,
    ),
  ],
);

/** Which staff members can perform which service. */
export const staffServices = pgTable(
  'staff_services',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.serviceId] }),
    index('staff_services_service_idx').on(t.serviceId),
  ],
);
