import type { SearchArea, SearchFilters } from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral, type CatalogMatches, normalized, TEXT_MATCH_THRESHOLD } from './catalog-matches.ts';

const KM_PER_DEGREE = 111.32;

/** Catalogue references of the filters, resolved to ids (null: the filter was not given). */
export interface ResolvedReferences {
  categoryId: string | null;
  serviceId: string | null;
}

/**
 * The area as a latitude/longitude box on the rows of `alias` (btree-indexed, with real row estimates).
 * Near a pole or across the antimeridian only the latitude band narrows.
 */
function areaBox(area: SearchArea, alias: string): SQL {
  const table = sql.raw(alias);
  const latDelta = area.radiusKm / KM_PER_DEGREE;
  const lngDelta = latDelta / Math.max(Math.cos((area.latitude * Math.PI) / 180), 0.01);
  const box = [sql`${table}.latitude between ${area.latitude - latDelta} and ${area.latitude + latDelta}`];
  if (area.longitude - lngDelta > -180 && area.longitude + lngDelta < 180) {
    box.push(sql`${table}.longitude between ${area.longitude - lngDelta} and ${area.longitude + lngDelta}`);
  }
  return sql.join(box, sql` and `);
}

/** The box, then the exact great-circle distance. */
function areaCondition(area: SearchArea): SQL {
  return sql`${areaBox(area, 'ls')} and ${distanceMeters(area)} <= ${area.radiusKm * 1000}`;
}

export function distanceMeters(area: SearchArea): SQL {
  return sql`earth_distance(ll_to_earth(${area.latitude}::float8, ${area.longitude}::float8),
    ll_to_earth(ls.latitude, ls.longitude))`;
}

/** Text matches the catalogue (any language), the names or the other words of the place. */
function textCondition(text: string, catalog: CatalogMatches, area: SearchArea | undefined): SQL {
  const q = normalized(text);
  const alternatives: SQL[] = [];
  if (catalog.services.size > 0) {
    alternatives.push(sql`ls.marketplace_service_ids && ${arrayLiteral(catalog.services.keys())}::uuid[]`);
  }
  if (catalog.categories.size > 0) {
    alternatives.push(sql`ls.category_id = any(${arrayLiteral(catalog.categories.keys())}::uuid[])`);
  }
  // Trigram matches as one set through the GIN indexes: its rechecks grow with the matches, not with the
  // places in the area (a big radius would otherwise compute trigrams for every place in it).
  alternatives.push(sql`ls.location_id in (select t.location_id from location_search t
    where (${q} <% t.names or ${q} <% t.document) ${area ? sql`and ${areaBox(area, 't')}` : sql``})`);
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/** Catalogue matches scored per place at most (the best ones); bounds the per-row work. */
const MAX_SCORED_MATCHES = 12;

const best = (matches: Map<string, number>) =>
  [...matches].sort((a, b) => b[1] - a[1]).slice(0, MAX_SCORED_MATCHES);

/**
 * 0..1: the best catalogue match of the place's service types (or 0.9 × its category's), else the
 * similarity of its names or other words. Inline constants, no subqueries: this runs for every match;
 * trigrams are computed only for places the catalogue did not match.
 */
export function textScore(text: string, catalog: CatalogMatches): SQL {
  const q = normalized(text);
  const cases = [
    ...best(catalog.services).map(
      ([id, score]) =>
        sql`case when ls.marketplace_service_ids @> array[${id}::uuid] then ${score}::float8 end`,
    ),
    ...best(catalog.categories).map(
      ([id, score]) => sql`case when ls.category_id = ${id}::uuid then ${0.9 * score}::float8 end`,
    ),
  ];
  const catalogScore =
    cases.length > 0 ? sql`coalesce(greatest(${sql.join(cases, sql`, `)}), 0)` : sql`0::float8`;
  return sql`(select case when c.score >= ${TEXT_MATCH_THRESHOLD} then c.score
      else greatest(c.score, word_similarity(${q}, ls.names), 0.8 * word_similarity(${q}, ls.document)) end
    from (select ${catalogScore} as score) c)`;
}

/** The location is open at the instant, in its own zone: a special day's hours replace the weekly ones. */
function openAtCondition(at: Date): SQL {
  const local = sql`(${at.toISOString()}::timestamptz at time zone ls.time_zone)`;
  return sql`case
    when exists (select 1 from location_exceptions e where e.location_id = ls.location_id and e.date = ${local}::date)
    then exists (select 1 from location_exceptions e
      where e.location_id = ls.location_id and e.date = ${local}::date and not e.closed
        and ${local}::time >= e.opens_at and ${local}::time < e.closes_at)
    else exists (select 1 from location_opening_hours h
      where h.location_id = ls.location_id and h.weekday = extract(isodow from ${local})
        and ${local}::time >= h.opens_at and ${local}::time < h.closes_at)
  end`;
}

/** Active services of the place `s` that match the service or category filter. */
export function matchingService(refs: ResolvedReferences): SQL {
  if (refs.serviceId) return sql`s.marketplace_service_id = ${refs.serviceId}::uuid`;
  if (refs.categoryId) {
    return sql`s.marketplace_service_id in (select id from marketplace_services where category_id = ${refs.categoryId}::uuid)`;
  }
  return sql`true`;
}

/** Necessary for a free slot on the date: a matching service with active staff working that weekday. */
function maybeFreeOnCondition(date: string, refs: ResolvedReferences): SQL {
  return sql`not exists (select 1 from location_exceptions e
      where e.location_id = ls.location_id and e.date = ${date}::date and e.closed)
    and exists (select 1 from services s
      join staff_services ss on ss.service_id = s.id
      join staff st on st.id = ss.staff_id and st.active
      join staff_working_hours w on w.staff_id = st.id and w.weekday = extract(isodow from ${date}::date)
      where s.location_id = ls.location_id and s.active and ${matchingService(refs)})`;
}

/** Every filter but the category (the category facets count across categories). */
export function baseConditions(
  filters: SearchFilters,
  refs: ResolvedReferences,
  catalog: CatalogMatches,
): SQL {
  const conditions: SQL[] = [];
  if (filters.text) conditions.push(textCondition(filters.text, catalog, filters.area));
  if (refs.serviceId) conditions.push(sql`ls.marketplace_service_ids @> array[${refs.serviceId}::uuid]`);
  if (filters.citySlug) conditions.push(sql`ls.city_slug = ${filters.citySlug}`);
  if (filters.area) conditions.push(areaCondition(filters.area));
  if (filters.priceMin !== undefined) conditions.push(sql`ls.price_from_minor >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) conditions.push(sql`ls.price_from_minor <= ${filters.priceMax}`);
  if (filters.minRating !== undefined) conditions.push(sql`ls.rating_average >= ${filters.minRating}`);
  if (filters.openAt) conditions.push(openAtCondition(filters.openAt));
  if (filters.maybeFreeOn) conditions.push(maybeFreeOnCondition(filters.maybeFreeOn, refs));
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}
