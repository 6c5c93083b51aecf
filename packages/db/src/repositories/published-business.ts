import { isNotNull, type SQL, sql } from 'drizzle-orm';
import { businesses } from '../schema/index.ts';

/**
 * Public reads show only published businesses (ADR 038): an unpublished business's places appear nowhere
 * public (search, cards, pages, availability, booking, sitemap, widget, custom domain).
 */
export const isPublishedBusiness = isNotNull(businesses.publishedAt);

/** The same rule in raw SQL, for the business whose id is the expression `businessId`. */
export const publishedBusinessOf = (businessId: SQL): SQL =>
  sql`exists (select 1 from businesses pb where pb.id = ${businessId} and pb.published_at is not null)`;
