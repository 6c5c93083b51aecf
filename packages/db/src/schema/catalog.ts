import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/** Names per language code, e.g. `{ "en": "Hair", "bg": "Коса" }`. */
export type LocalizedText = Partial<Record<string, string>>;

/** Marketplace-wide category (hair, nails, massage …) used by search and the services catalogue. */
export const categories = pgTable('categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

/** A cross-business service type such as "gel manicure"; used by search and inspiration. */
export const marketplaceServices = pgTable('marketplace_services', {
  id: id(),
  slug: text('slug').notNull().unique(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => categories.id),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  typicalDurationMinutes: integer('typical_duration_minutes').notNull(),
});

/**
 * A city of the marketplace named in each language (`{ "en": "Sofia", "bg": "София", … }`), by the slug
 * its places carry (`locations.city_slug`). A place's own `city` is the fallback for a missing language.
 */
export const cities = pgTable('cities', {
  slug: text('slug').primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
});
