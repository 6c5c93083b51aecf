import type { LocalizedNames, ServiceOfferRecord } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { publicPlaceOf } from './published-business.ts';

interface SummaryRow {
  slug: string;
  names: LocalizedNames | string;
  typical_duration_minutes: number;
  place_count: number | string;
  currency: string | null;
  low_minor: number | string | null;
  high_minor: number | string | null;
  median_minutes: number | string | null;
}

interface PlaceRow {
  slug: string;
  name: string;
  city: string;
  rating_average: number | string;
  rating_count: number;
  price_minor: number;
  currency: string;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Math.round(Number(value)));

/**
 * A service type as places offer it, in a city or everywhere: each place's cheapest active service of the
 * type, summarised (count, the middle 80 % of prices in the most common currency, the median length),
 * and the best rated of those places. Null for an unknown slug.
 */
export async function loadServiceOffer(
  db: Db,
  slug: string,
  citySlug: string | undefined,
  placeLimit: number,
): Promise<ServiceOfferRecord | null> {
  const inCity = citySlug ? sql`and l.city_slug = ${citySlug}` : sql``;
  const offers = sql`
    select distinct on (l.id) l.id, l.slug, l.name, l.city, l.rating_average, l.rating_count,
      s.price_minor, s.currency, s.duration_minutes
    from services s join locations l on l.id = s.location_id
    where s.marketplace_service_id = ms.id and s.active ${inCity} and ${publicPlaceOf(sql`l`)}
    order by l.id, s.price_minor`;
  const [summary, places] = await Promise.all([
    db.execute(sql`
      select ms.slug, ms.names, ms.typical_duration_minutes,
        (select count(*) from (${offers}) o) as place_count, money.*
      from marketplace_services ms
      left join lateral (
        select o.currency,
          percentile_disc(0.1) within group (order by o.price_minor) as low_minor,
          percentile_disc(0.9) within group (order by o.price_minor) as high_minor,
          percentile_disc(0.5) within group (order by o.duration_minutes) as median_minutes
        from (${offers}) o group by o.currency order by count(*) desc, o.currency limit 1
      ) money on true
      where ms.slug = ${slug}`),
    db.execute(sql`
      select o.slug, o.name, o.city, o.rating_average, o.rating_count, o.price_minor, o.currency
      from marketplace_services ms cross join lateral (${offers}) o
      where ms.slug = ${slug}
      order by o.rating_average desc, o.rating_count desc, o.slug limit ${placeLimit}`),
  ]);
  const [row] = resultRows<SummaryRow>(summary);
  if (!row) return null;
  const low = numberOrNull(row.low_minor);
  const high = numberOrNull(row.high_minor);
  return {
    service: {
      slug: row.slug,
      names: typeof row.names === 'string' ? (JSON.parse(row.names) as LocalizedNames) : row.names,
      typicalDurationMinutes: row.typical_duration_minutes,
    },
    placeCount: Number(row.place_count),
    priceRange:
      row.currency && low !== null && high !== null
        ? { lowMinor: low, highMinor: high, currency: row.currency }
        : null,
    medianDurationMinutes: numberOrNull(row.median_minutes),
    places: resultRows<PlaceRow>(places).map((place) => ({
      slug: place.slug,
      name: place.name,
      city: place.city,
      ratingAverage: Number(place.rating_average),
      ratingCount: place.rating_count,
      priceMinor: place.price_minor,
      currency: place.currency,
    })),
  };
}
