import type { LocationDirectory, LocationSummary } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';

interface FeaturedRow {
  id: string;
  slug: string;
  name: string;
  business_name: string;
  city: string;
  city_slug: string;
  address_line: string;
  time_zone: string;
  rating_average: string | number;
  rating_count: number;
  price_minor: number | null;
  price_currency: string | null;
  photo_id: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_alt: string | null;
}

export function createLocationDirectory(db: Db): LocationDirectory {
  return {
    /**
     * The best-rated places first; the cheapest paid service and the first gallery photo are looked up
     * only for the places on the page (LATERAL after LIMIT), so the cost does not grow with the catalogue.
     */
    async listFeatured({ citySlug, limit }) {
      const result = await db.execute(sql`
        with top as (
          select l.id, l.slug, l.name, l.city, l.city_slug, l.address_line, l.time_zone,
                 l.rating_average, l.rating_count, b.name as business_name
          from locations l
          join businesses b on b.id = l.business_id
          where ${citySlug ? sql`l.city_slug = ${citySlug}` : sql`true`}
          order by l.rating_average desc, l.rating_count desc, l.slug
          limit ${limit}
        )
        select top.*, price.price_minor, price.currency as price_currency,
               photo.id as photo_id, photo.width as photo_width, photo.height as photo_height, photo.alt as photo_alt
        from top
        left join lateral (
          select s.price_minor, s.currency from services s
          where s.location_id = top.id and s.active and s.price_minor > 0
          order by s.price_minor limit 1
        ) price on true
        left join lateral (
          select m.id, m.width, m.height, m.alt from media m
          where m.location_id = top.id and m.kind = 'photo' and m.marketplace_service_id is null
          order by m.position, m.id limit 1
        ) photo on true
        order by top.rating_average desc, top.rating_count desc, top.slug`);
      return resultRows<FeaturedRow>(result).map(toSummary);
    },
  };
}

function toSummary(row: FeaturedRow): LocationSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    businessName: row.business_name,
    city: row.city,
    citySlug: row.city_slug,
    addressLine: row.address_line,
    timeZone: row.time_zone,
    rating: { average: Number(row.rating_average), count: row.rating_count },
    priceFrom:
      row.price_minor !== null && row.price_currency
        ? { amountMinor: row.price_minor, currency: row.price_currency }
        : null,
    photo:
      row.photo_id !== null
        ? {
            id: row.photo_id,
            width: row.photo_width ?? 0,
            height: row.photo_height ?? 0,
            alt: row.photo_alt ?? '',
          }
        : null,
  };
}
