import { index, integer, jsonb, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses, locations } from './businesses.ts';
import { marketplaceServices } from './catalog.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const mediaKind = pgEnum('media_kind', ['photo', 'video', 'logo']);

/**
 * Photos and videos. Demo media are generated artwork described by `artwork` (palette and motif),
 * rendered by the image endpoint; uploaded media carry a `storage_key` instead.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    kind: mediaKind('kind').notNull(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    marketplaceServiceId: uuid('marketplace_service_id').references(() => marketplaceServices.id),
    storageKey: text('storage_key'),
    artwork: jsonb('artwork').$type<{ palette: [string, string]; motif: string; label?: string }>(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_location_idx').on(t.locationId, t.position),
    index('media_marketplace_service_idx').on(t.marketplaceServiceId),
  ],
);

/** Privacy policy, terms and cookies per language (the default content-system adapter). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('content_pages_slug_locale').on(t.slug, t.locale)],
);
