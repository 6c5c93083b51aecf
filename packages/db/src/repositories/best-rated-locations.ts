import type { LocationSummary } from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import {
  cheapestPriceJoin,
  firstPhotoJoin,
  type LocationSummaryRow,
  logoColumns,
  logoJoin,
  photoColumns,
  priceColumns,
  toSummary,
} from './location-summary-row.ts';

/**
 * The best-rated places matching `condition` (over `locations l`), as cards. The cheapest paid service
 * and the first gallery photo are looked up only for the places on the page (LATERAL after LIMIT), so
 * the cost does not grow with the catalogue.
 */
export async function listBestRatedLocations(
  db: Db,
  condition: SQL,
  limit: number,
): Promise<LocationSummary[]> {
  const result = await db.execute(sql`
    with top as (
      select l.id, l.slug, l.name, l.city, l.city_slug, l.address_line, l.time_zone,
             l.rating_average, l.rating_count, b.name as business_name, b.logo_media_id
      from locations l
      join businesses b on b.id = l.business_id
      where b.published_at is not null and l.published_at is not null and ${condition}
      order by l.rating_average desc, l.rating_count desc, l.slug
      limit ${limit}
    )
    select top.*, ${priceColumns}, ${photoColumns}, ${logoColumns}
    from top
    ${cheapestPriceJoin(sql`top.id`)}
    ${firstPhotoJoin(sql`top.id`)}
    ${logoJoin(sql`top.logo_media_id`)}
    order by top.rating_average desc, top.rating_count desc, top.slug`);
  return resultRows<LocationSummaryRow>(result).map(toSummary);
}
