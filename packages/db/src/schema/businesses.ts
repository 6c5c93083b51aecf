import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog.ts';
import { createdAt, id, instant, updatedAt } from './columns.ts';

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    categoryId: uuid('category_id').references(() => categories.id),
    /** Language the business writes its texts in: its description in it is the fallback (ADR 054). */
    locale: text('locale').notNull(),
    logoMediaId: uuid('logo_media_id'),
    /** Its own colour in its private app and on its custom domain (`#rrggbb`); null: Kalendo's. */
    themeColor: text('theme_color'),
    /** Its private app's name (1–30 characters); null: the business's name (ADR 051). */
    appName: text('app_name'),
    /** Its private app's icon, an uploaded square (ADR 051); null: the logo. */
    appIconMediaId: uuid('app_icon_media_id'),
    /** When the business went public (ADR 038); null: its places appear nowhere public yet. */
    publishedAt: instant('published_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('businesses_theme_color_hex', sql`${t.themeColor} ~ '^#[0-9a-f]{6}$'`),
    check(
      'businesses_app_name_length',
      sql`${t.appName} is null or char_length(${t.appName}) between 1 and 30`,
    ),
  ],
);

/** The languages a description may be written in (ADR 054; the 11 of `@kalendo/i18n`). */
const DESCRIPTION_LOCALES = sql.raw("'bg', 'en', 'de', 'es', 'it', 'fr', 'tr', 'ro', 'el', 'mk', 'ru'");

/**
 * A business's description, one row per language (ADR 054): the one in `businesses.locale` is its own, the
 * fallback of every other language; no row means no text in that language.
 */
export const businessDescriptions = pgTable(
  'business_descriptions',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'business_descriptions_pk', columns: [t.businessId, t.locale] }),
    check('business_descriptions_locale', sql`${t.locale} in (${DESCRIPTION_LOCALES})`),
    check('business_descriptions_text_length', sql`char_length(${t.text}) between 1 and 4000`),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    locale: text('locale').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    /** City key shared across languages (e.g. "sofia"), used by filters. */
    citySlug: text('city_slug').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    countryCode: char('country_code', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA time zone, e.g. "Europe/Sofia": all slot math happens in this zone. */
    timeZone: text('time_zone').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Booking policy. */
    leadTimeMinutes: integer('lead_time_minutes').notNull().default(60),
    horizonDays: integer('horizon_days').notNull().default(60),
    cancellationWindowMinutes: integer('cancellation_window_minutes').notNull().default(1440),
    slotStepMinutes: integer('slot_step_minutes').notNull().default(15),
    customDomain: text('custom_domain').unique(),
    /** The value the domain's DNS TXT record must hold (ADR 044); null once operators set it. */
    customDomainToken: text('custom_domain_token'),
    /** When the TXT record was found: only a verified domain is trusted (ADR 044). */
    customDomainVerifiedAt: instant('custom_domain_verified_at'),
    /** When the verified domain's record is looked up again (ADR 053); null: not re-checked (no token). */
    customDomainNextCheckAt: instant('custom_domain_next_check_at'),
    /** Consecutive re-checks that found the record missing or wrong (ADR 053). */
    customDomainFailedChecks: smallint('custom_domain_failed_checks').notNull().default(0),
    /** When the domain stopped being trusted after failed re-checks; cleared once verified again. */
    customDomainLapsedAt: instant('custom_domain_lapsed_at'),
    widgetOrigins: text('widget_origins').array().notNull().default(sql`'{}'::text[]`),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The place's own public state (ADR 056): a place added to an existing business starts null and shows only
     * once published itself; every other place is public with its business (the default).
     */
    publishedAt: instant('published_at').defaultNow(),
    /**
     * When the business closed the place (ADR 058): kept for the appointments, reviews and audit rows that name
     * it, out of public view (`published_at` null) and out of the portal; nothing new is booked there.
     */
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('locations_business_idx').on(t.businessId),
    index('locations_city_idx').on(t.citySlug),
    check('locations_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('locations_longitude_range', sql`${t.longitude} between -180 and 180`),
    check(
      'locations_policy_positive',
      sql`${t.leadTimeMinutes} >= 0 and ${t.horizonDays} > 0 and ${t.slotStepMinutes} > 0`,
    ),
    check('locations_rating_range', sql`${t.ratingAverage} between 0 and 5 and ${t.ratingCount} >= 0`),
    check(
      'locations_custom_domain_token',
      sql`${t.customDomainToken} is null or ${t.customDomainToken} ~ '^[a-z0-9]{32}$'`,
    ),
    check(
      'locations_custom_domain_proof',
      sql`${t.customDomain} is null or ${t.customDomainVerifiedAt} is not null or ${t.customDomainToken} is not null`,
    ),
    check('locations_widget_origins_bounded', sql`coalesce(array_length(${t.widgetOrigins}, 1), 0) <= 20`),
    check('locations_custom_domain_failed_checks', sql`${t.customDomainFailedChecks} between 0 and 3`),
    check('locations_archived_hidden', sql`${t.archivedAt} is null or ${t.publishedAt} is null`),
    index('locations_custom_domain_recheck_idx')
      .on(t.customDomainNextCheckAt)
      .where(sql`${t.customDomainVerifiedAt} is not null and ${t.customDomainToken} is not null`),
  ],
);

/** Regular weekly opening hours (ISO weekday 1 = Monday … 7 = Sunday), local wall-clock times. */
export const locationOpeningHours = pgTable(
  'location_opening_hours',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
  },
  (t) => [
    index('location_opening_hours_location_idx').on(t.locationId),
    check('location_opening_hours_weekday', sql`${t.weekday} between 1 and 7`),
    check('location_opening_hours_order', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/** Holidays and special hours: `closed` or replacement hours for one local date. */
export const locationExceptions = pgTable(
  'location_exceptions',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(true),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    unique('location_exceptions_day').on(t.locationId, t.date),
    check(
      'location_exceptions_hours',
      sql`${t.closed} or (${t.opensAt} is not null and ${t.closesAt} is not null and ${t.closesAt} > ${t.opensAt})`,
    ),
  ],
);

/** Optional bookable resource (room, chair, bed). */
export const resources = pgTable('resources', {
  id: id(),
  businessId: uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  locationId: uuid('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});
