import type { LocationReviewsSource, StoredReview } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { publicPlaceOf } from './published-business.ts';

interface ReviewRow {
  id: string;
  rating: number;
  body: string;
  author_name: string;
  created_at: string | Date;
  position: string;
}

/**
 * A location's reviews, newest first, by keyset on (created_at, id) through the (location_id, created_at)
 * index. The position keeps the microseconds, so equal milliseconds never skip or repeat a review.
 */
export function createLocationReviews(db: Db): LocationReviewsSource {
  return {
    async listNewestFirst(slug, page): Promise<StoredReview[] | null> {
      const after = page.after
        ? sql`and (r.created_at, r.id) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`
        : sql``;
      const result = await db.execute(sql`
        select l.id as location_id, r.id, r.rating, r.body, r.author_name, r.created_at,
               to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
        from locations l
        left join lateral (
          select * from reviews r
          where r.location_id = l.id ${after}
          order by r.created_at desc, r.id desc
          limit ${page.limit}
        ) r on true
        where l.slug = ${slug} and ${publicPlaceOf(sql`l`)}`);
      const rows = resultRows<ReviewRow & { location_id: string }>(result);
      if (rows.length === 0) return null;
      return rows
        .filter((row) => row.id !== null)
        .map((row) => ({
          id: row.id,
          rating: Number(row.rating),
          text: row.body,
          authorName: row.author_name,
          createdAt: new Date(row.created_at),
          position: row.position,
        }));
    },
  };
}
