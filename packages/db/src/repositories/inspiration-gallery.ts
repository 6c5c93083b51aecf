import type {
  InspirationFacet,
  InspirationGalleryQuery,
  InspirationGallerySource,
  InspirationLookRecord,
  LocalizedNames,
} from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { loadServiceOffer } from './inspiration-service-offer.ts';
import { publicPlaceOf } from './published-business.ts';
import { distanceMeters } from './search/search-conditions.ts';

interface LookRow {
  id: string;
  kind: 'photo' | 'video';
  width: number;
  height: number;
  alt: string;
  created_at: string | Date;
  duration_seconds: number | null;
  captions: LocalizedNames | string | null;
  palette: [string, string] | string | null;
  motif: string | null;
  service_slug: string;
  service_names: LocalizedNames | string;
  location_id: string;
  location_slug: string;
  location_name: string;
  city: string;
  city_slug: string;
  time_zone: string;
  rating_average: string | number;
  rating_count: number;
  latitude: number;
  longitude: number;
  offer_service_id: string | null;
  price_minor: number | null;
  currency: string | null;
  price_is_from: boolean | null;
  duration_minutes: number | null;
  staff_id: string | null;
  staff_name: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A look of the Look Book: a visible photo or video of a service type at a place. */
const IS_LOOK = sql`m.kind in ('photo', 'video') and not m.hidden and m.marketplace_service_id is not null
  and m.location_id is not null`;

function selectLooks(where: SQL, tail: SQL): SQL {
  return sql`
    select m.id, m.kind, m.width, m.height, m.alt, m.created_at, m.duration_seconds, m.captions,
      m.artwork -> 'palette' as palette, m.artwork ->> 'motif' as motif,
      ms.slug as service_slug, ms.names as service_names,
      l.id as location_id, l.slug as location_slug, l.name as location_name, l.city, l.city_slug,
      l.time_zone, l.rating_average, l.rating_count, l.latitude, l.longitude,
      offer.id as offer_service_id, offer.price_minor, offer.currency, offer.price_is_from, offer.duration_minutes,
      st.id as staff_id, st.name as staff_name
    from media m
    join marketplace_services ms on ms.id = m.marketplace_service_id
    join locations l on l.id = m.location_id
    left join staff st on st.id = m.staff_id
    left join lateral (
      select s.id, s.price_minor, s.currency, s.price_is_from, s.duration_minutes from services s
      where s.location_id = m.location_id and s.marketplace_service_id = m.marketplace_service_id and s.active
      order by s.price_minor, s.position, s.id limit 1
    ) offer on true
    where ${IS_LOOK} and ${where} and ${publicPlaceOf(sql`l`)}
    ${tail}`;
}

/** A cursor's instant has milliseconds, the column microseconds: the exact one is the look's own. */
function exactPosition({ startsAt, id }: { startsAt: Date; id: string }): SQL {
  return sql`(coalesce((select created_at from media where id = ${id}::uuid),
    ${startsAt.toISOString()}::timestamptz), ${id}::uuid)`;
}

/**
 * Past this many places in a city or near a point, the looks are filtered through the join instead of by
 * a list of ids: with so many places, looks of theirs are everywhere in the gallery's order, and walking
 * it finds a page soon.
 */
const MAX_PLACES_BY_ID = 2000;

/** The places of the city or near the point (the GiST index of their position), null without such a filter. */
async function placesFiltered(db: Db, query: InspirationGalleryQuery): Promise<string[] | null> {
  const conditions = placeConditions(query, true);
  if (conditions.length === 0) return null;
  const result = await db.execute(
    sql`select l.id from locations l where ${sql.join(conditions, sql` and `)} limit ${MAX_PLACES_BY_ID + 1}`,
  );
  return resultRows<{ id: string }>(result).map((row) => row.id);
}

/**
 * The city and the point as conditions on places `l`. `indexed`: the point's box first, so the places are
 * found through locations_geo_idx; else (a place joined to each look) only the distance, in plain
 * arithmetic: earth_distance and ll_to_earth cost tens of microseconds a place.
 */
function placeConditions(query: InspirationGalleryQuery, indexed: boolean): SQL[] {
  const conditions: SQL[] = [];
  if (query.citySlug) conditions.push(sql`l.city_slug = ${query.citySlug}`);
  if (query.near) {
    const { lat, lng, radiusKm } = query.near;
    if (indexed)
      conditions.push(sql`earth_box(ll_to_earth(${lat}::float8, ${lng}::float8), ${radiusKm * 1000})
        @> ll_to_earth(l.latitude, l.longitude)`);
    conditions.push(
      sql`${distanceMeters({ latitude: lat, longitude: lng, radiusKm }, 'l')} <= ${radiusKm * 1000}`,
    );
  }
  return conditions;
}

/**
 * The looks' conditions. A city or a point is a list of place ids when there are few such places: the plan
 * then knows how many looks they have (walking the gallery's order until a rare place's looks turn up
 * would read every look), and reads the looks by place when they are few.
 */
function filtersOf(query: InspirationGalleryQuery, placeIds: string[] | null): SQL[] {
  const conditions: SQL[] = [];
  // The id as a parameter of the plan, so the per-service index is used (a slug through the join is not).
  if (query.serviceSlug)
    conditions.push(
      sql`m.marketplace_service_id = (select id from marketplace_services where slug = ${query.serviceSlug})`,
    );
  if (placeIds && placeIds.length <= MAX_PLACES_BY_ID)
    conditions.push(sql`m.location_id = any(${`{${placeIds.join(',')}}`}::uuid[])`);
  else conditions.push(...placeConditions(query, false));
  if (query.after) conditions.push(sql`(m.created_at, m.id) < ${exactPosition(query.after)}`);
  if (query.before) conditions.push(sql`(m.created_at, m.id) > ${exactPosition(query.before)}`);
  return conditions;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toRecord(row: LookRow): InspirationLookRecord {
  const captions = row.captions ? parsed(row.captions) : {};
  return {
    id: row.id,
    kind: row.kind,
    width: row.width,
    height: row.height,
    alt: row.alt,
    createdAt: new Date(row.created_at),
    durationSeconds: row.duration_seconds,
    tint: row.palette ? parsed(row.palette) : null,
    motif: row.motif,
    captionLanguages: Object.keys(captions).sort(),
    service: { slug: row.service_slug, names: parsed(row.service_names) },
    location: {
      id: row.location_id,
      slug: row.location_slug,
      name: row.location_name,
      city: row.city,
      citySlug: row.city_slug,
      timeZone: row.time_zone,
      ratingAverage: Number(row.rating_average),
      ratingCount: row.rating_count,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    },
    offer:
      row.offer_service_id && row.price_minor !== null && row.currency
        ? {
            serviceId: row.offer_service_id,
            priceMinor: row.price_minor,
            currency: row.currency,
            priceIsFrom: row.price_is_from ?? false,
            durationMinutes: row.duration_minutes ?? 0,
          }
        : null,
    staff: row.staff_id && row.staff_name ? { id: row.staff_id, name: row.staff_name } : null,
  };
}

type VideoCaptions = LocalizedNames | string | null;

interface FacetRow {
  slug: string;
  names: LocalizedNames | string;
}

const toFacet = (row: FacetRow): InspirationFacet => ({
  slug: row.slug,
  names: parsed(row.names),
});

/** The Look Book's looks (SQL over media, their service type, place, cheapest offer and staff member). */
export function createInspirationGallery(db: Db): InspirationGallerySource {
  return {
    async list(query) {
      const placeIds = await placesFiltered(db, query);
      // No place in that city or near that point: no look either (without reading the gallery's index).
      if (placeIds?.length === 0) return [];
      const where = sql.join([sql`true`, ...filtersOf(query, placeIds)], sql` and `);
      const result = await db.execute(
        selectLooks(
          where,
          // As the gallery's indexes sort (both columns are never null): the index gives the order.
          query.before
            ? sql`order by m.created_at asc nulls first, m.id asc nulls first limit ${query.limit}`
            : sql`order by m.created_at desc nulls last, m.id desc nulls last limit ${query.limit}`,
        ),
      );
      return resultRows<LookRow>(result).map(toRecord);
    },

    async find(id) {
      if (!UUID.test(id)) return null;
      const result = await db.execute(selectLooks(sql`m.id = ${id}::uuid`, sql``));
      const [row] = resultRows<LookRow>(result);
      return row ? toRecord(row) : null;
    },

    async facets() {
      // Probes of the gallery's indexes per service type and per place, never a count over every look.
      const [services, cities] = await Promise.all([
        db.execute(sql`
          select ms.slug, ms.names from marketplace_services ms join categories c on c.id = ms.category_id
          where exists (select 1 from media m where m.marketplace_service_id = ms.id and ${IS_LOOK})
          order by c.position, c.slug, ms.slug limit 60`),
        // The cities one by one (a skip over the city index), each kept once a place of it has a look.
        db.execute(sql`
          with recursive city_slugs(slug) as (
            (select city_slug from locations order by city_slug limit 1)
            union all
            select (select l.city_slug from locations l where l.city_slug > s.slug order by l.city_slug limit 1)
            from city_slugs s where s.slug is not null
          )
          select s.slug, coalesce(c.names, jsonb_build_object('en', found.city)) as names
          from city_slugs s
          cross join lateral (
            select l.city from locations l join media m on m.location_id = l.id and ${IS_LOOK}
            where l.city_slug = s.slug limit 1
          ) found
          left join cities c on c.slug = s.slug
          where s.slug is not null
          order by (select count(*) from locations l where l.city_slug = s.slug) desc, s.slug limit 24`),
      ]);
      return {
        services: resultRows<FacetRow>(services).map(toFacet),
        cities: resultRows<FacetRow>(cities).map(toFacet),
      };
    },

    serviceOffer: (slug, citySlug, placeLimit) => loadServiceOffer(db, slug, citySlug, placeLimit),

    async findVideo(id) {
      if (!UUID.test(id)) return null;
      const result = await db.execute(sql`
        select m.storage_key, m.duration_seconds, m.captions from media m
        join locations l on l.id = m.location_id and ${publicPlaceOf(sql`l`)}
        where m.id = ${id}::uuid and m.kind = 'video' and m.storage_key is not null and ${IS_LOOK}`);
      const [row] = resultRows<{
        storage_key: string;
        duration_seconds: number | null;
        captions: VideoCaptions;
      }>(result);
      if (!row) return null;
      return {
        storageKey: row.storage_key,
        durationSeconds: row.duration_seconds ?? 0,
        captions: row.captions ? parsed(row.captions) : {},
      };
    },
  };
}
