import { and, isNotNull, type SQL, sql } from 'drizzle-orm';
import { businesses, locations } from '../schema/index.ts';

/**
 * Public reads show only published businesses (ADR 038): an unpublished business's places appear nowhere
 * public (search, cards, pages, availability, booking, sitemap, widget, custom domain).
 */
export const isPublishedBusiness = isNotNull(businesses.publishedAt);

/** The same rule in raw SQL, for the business whose id is the expression `businessId`. */
export const publishedBusinessOf = (businessId: SQL): SQL =>
  sql`exists (select 1 from businesses pb where pb.id = ${businessId} and pb.published_at is not null)`;

/**
 * A place is public when its business is published and the place itself is (ADR 056: a place added to a
 * published business shows only once it passes the publish checks on its own). For queries joining both.
 */
export const isPublicPlace = and(isPublishedBusiness, isNotNull(locations.publishedAt)) as SQL;

/** The same rule in raw SQL, for the place aliased `place` (whose `business_id` and `published_at` it reads). */
export const publicPlaceOf = (place: SQL): SQL =>
  sql`${place}.published_at is not null and ${publishedBusinessOf(sql`${place}.business_id`)}`;
