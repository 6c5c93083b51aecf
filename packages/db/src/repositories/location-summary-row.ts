import type { LocationSummary } from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';

/** The columns a list of places selects for each location (see `summaryColumns`). */
export interface LocationSummaryRow {
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
  logo_id: string | null;
  logo_width: number | null;
  logo_height: number | null;
}

/**
 * The first gallery photo of the location `locationId` (an SQL expression of the outer query), as a
 * `left join lateral … photo on true` that adds the `photo_*` columns.
 */
export function firstPhotoJoin(locationId: SQL): SQL {
  return sql`left join lateral (
    select m.id, m.width, m.height, m.alt from media m
    where m.location_id = ${locationId} and m.kind = 'photo' and m.marketplace_service_id is null
    order by m.position, m.id limit 1
  ) photo on true`;
}

/** The cheapest active paid service of the location `locationId`, adding `price_minor` / `price_currency`. */
export function cheapestPriceJoin(locationId: SQL): SQL {
  return sql`left join lateral (
    select s.price_minor, s.currency from services s
    where s.location_id = ${locationId} and s.active and s.price_minor > 0
    order by s.price_minor limit 1
  ) price on true`;
}

/** The business's logo (its `logo_media_id`, an SQL expression of the outer query), adding the `logo_*` columns. */
export function logoJoin(logoMediaId: SQL): SQL {
  return sql`left join media logo on logo.id = ${logoMediaId}`;
}

export const logoColumns = sql`logo.id as logo_id, logo.width as logo_width, logo.height as logo_height`;

export const priceColumns = sql`price.price_minor, price.currency as price_currency`;

export const photoColumns = sql`photo.id as photo_id, photo.width as photo_width, photo.height as photo_height,
  photo.alt as photo_alt`;

export function toSummary(row: LocationSummaryRow): LocationSummary {
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
    businessLogo:
      row.logo_id !== null
        ? { id: row.logo_id, width: row.logo_width ?? 0, height: row.logo_height ?? 0, alt: '' }
        : null,
  };
}
