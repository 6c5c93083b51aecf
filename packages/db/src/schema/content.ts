import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses, locations } from './businesses.ts';
import { type LocalizedText, marketplaceServices } from './catalog.ts';
import { bytea, createdAt, id, updatedAt } from './columns.ts';
import { staff } from './staff.ts';

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
    /** The staff member who did the look, when known (Look Book). */
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** A look the place took out of the Look Book: answered as unknown. */
    hidden: boolean('hidden').notNull().default(false),
    /** A video's length; its clip is the file at `storage_key`, its poster the artwork. */
    durationSeconds: integer('duration_seconds'),
    /** A video's captions per language (one cue over the clip), served as WebVTT. */
    captions: jsonb('captions').$type<LocalizedText>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_location_idx').on(t.locationId, t.position),
    index('media_marketplace_service_idx').on(t.marketplaceServiceId),
    index('media_inspiration_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(
        sql`${t.kind} in ('photo', 'video') and ${t.marketplaceServiceId} is not null and ${t.locationId} is not null and not ${t.hidden}`,
      ),
    index('media_inspiration_service_idx')
      .on(t.marketplaceServiceId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.kind} in ('photo', 'video') and ${t.locationId} is not null and not ${t.hidden}`),
    index('media_inspiration_location_idx')
      .on(t.locationId, t.createdAt.desc(), t.id.desc())
      .where(
        sql`${t.kind} in ('photo', 'video') and ${t.marketplaceServiceId} is not null and not ${t.hidden}`,
      ),
  ],
);

/**
 * The stored variants of an uploaded picture (ADR 051): fixed sizes and formats the server re-encoded, kept
 * in the database like avatars. They go with their media row.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** `webp-390`, `jpeg-780`, `png-512`, `maskable-192` … */
    variant: text('variant').notNull(),
    contentType: text('content_type').notNull(),
    image: bytea('image').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    primaryKey({ name: 'media_files_pk', columns: [t.mediaId, t.variant] }),
    check('media_files_variant', sql`${t.variant} ~ '^[a-z0-9-]{1,32}$'`),
    check('media_files_content_type', sql`${t.contentType} in ('image/webp', 'image/jpeg', 'image/png')`),
    check('media_files_size', sql`${t.size} = octet_length(${t.image}) and ${t.size} <= 2097152`),
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
