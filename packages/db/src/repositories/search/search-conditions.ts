import type { SearchArea, SearchFilters, SearchRankingWeights } from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral, type CatalogMatches, normalized, weightLiteral } from './catalog-matches.ts';

const KM_PER_DEGREE = 111.32;

/** Catalogue references of the filters, resolved to ids (null: the filter was not given). */
export interface ResolvedReferences {
  categoryId: string | null;
  serviceId: string | null;
}

/** Radius of earthdistance's `earth()`, so distances match what `earth_distance` would return. */
const EARTH_RADIUS_M = 6378168;

/** Grid cell sizes in degrees of `search_geo_cells` (migration 0005), by level; keep the two in step. */
const CELL_SIZES = [0.02, 0.1, 0.5, 2.5, 12.5];
/** Cells an area lists at most; a coarser level is used when the finest needs more. */
const MAX_CELLS = 24;

interface Box {
  latMin: number;
  latMax: number;
  /** Null near a pole or across the antimeridian: only the latitude band narrows. */
  lng: { min: number; max: number } | null;
}

function boxOf(area: SearchArea): Box {
  const latDelta = area.radiusKm / KM_PER_DEGREE;
  const lngDelta = latDelta / Math.max(Math.cos((area.latitude * Math.PI) / 180), 0.01);
  const lng =
    area.longitude - lngDelta > -180 && area.longitude + lngDelta < 180
      ? { min: area.longitude - lngDelta, max: area.longitude + lngDelta }
      : null;
  return { latMin: area.latitude - latDelta, latMax: area.latitude + latDelta, lng };
}

/**
 * The area as a latitude/longitude box on the rows of `ls`. `indexed: false` keeps the box out of index
 * conditions (`+ 0`): with a text, the area reaches the index through its grid cells instead (see
 * `textCondition`). The planner multiplies the latitude and longitude selectivities as if they were
 * independent, so it underestimates a city's box about tenfold and would then compute a trigram similarity
 * for every place in it rather than use the text index.
 */
function areaBox(area: SearchArea, indexed: boolean): SQL {
  const box = boxOf(area);
  const column = (name: string) => (indexed ? sql.raw(`ls.${name}`) : sql.raw(`(ls.${name} + 0)`));
  const conditions = [sql`${column('latitude')} between ${box.latMin} and ${box.latMax}`];
  if (box.lng) conditions.push(sql`${column('longitude')} between ${box.lng.min} and ${box.lng.max}`);
  return sql.join(conditions, sql` and `);
}

/** The `search_geo_cells` values covering the area's box at the finest level with few enough cells. */
function areaCells(area: SearchArea): string[] | null {
  const box = boxOf(area);
  if (!box.lng) return null;
  const { min, max } = box.lng;
  for (const [level, size] of CELL_SIZES.entries()) {
    const lat0 = Math.floor((box.latMin + 90) / size);
    const lat1 = Math.floor((box.latMax + 90) / size);
    const lng0 = Math.floor((min + 180) / size);
    const lng1 = Math.floor((max + 180) / size);
    if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > MAX_CELLS) continue;
    const cells: string[] = [];
    for (let lat = lat0; lat <= lat1; lat++) {
      for (let lng = lng0; lng <= lng1; lng++) {
        cells.push(String((BigInt(level) << 40n) | (BigInt(lat) << 20n) | BigInt(lng)));
      }
    }
    return cells;
  }
  return null;
}

/** The box, then the exact great-circle distance. */
function areaCondition(area: SearchArea, indexed: boolean): SQL {
  return sql`${areaBox(area, indexed)} and ${distanceMeters(area)} <= ${area.radiusKm * 1000}`;
}

/**
 * The great-circle distance in metres (haversine, on earthdistance's sphere): plain float arithmetic, an
 * order of magnitude cheaper per row than `earth_distance(ll_to_earth(…), ll_to_earth(…))` and equal to it
 * within micrometres. `table`: the alias of the rows (`location_search` by default, or `locations`).
 */
export function distanceMeters(area: SearchArea, table: 'ls' | 'l' = 'ls'): SQL {
  const cosLatitude = Math.cos((area.latitude * Math.PI) / 180);
  const latitude = sql.raw(`${table}.latitude`);
  const longitude = sql.raw(`${table}.longitude`);
  return sql`(${2 * EARTH_RADIUS_M}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${latitude} - ${area.latitude}::float8) / 2), 2)
    + ${cosLatitude}::float8 * cos(radians(${latitude}))
      * power(sin(radians(${longitude} - ${area.longitude}::float8) / 2), 2)))))`;
}

/**
 * Text matches the catalogue (any language: service types the place offers, its category), its names or
 * its other words. One GIN index (migration 0005) holds all four and the grid cells, so each alternative is
 * intersected with the area's cells inside the index, and the rows' recheck tries the cheap catalogue
 * alternatives first: trigram similarities are computed only for places in the area that the catalogue
 * did not match.
 */
function textCondition(text: string, catalog: CatalogMatches, cells: string[] | null): SQL {
  const q = normalized(text);
  const alternatives: SQL[] = [];
  if (catalog.services.size > 0) {
    alternatives.push(sql`ls.marketplace_service_ids && ${arrayLiteral(catalog.services.keys())}::uuid[]`);
  }
  if (catalog.categories.size > 0) {
    alternatives.push(sql`array[ls.category_id] && ${arrayLiteral(catalog.categories.keys())}::uuid[]`);
  }
  alternatives.push(sql`${q} <% ls.names`, sql`${q} <% ls.document`);
  const inCells = cells
    ? sql`search_geo_cells(ls.latitude, ls.longitude) && ${arrayLiteral(cells)}::bigint[] and `
    : sql``;
  return sql`${inCells}(${sql.join(alternatives, sql` or `)})`;
}

/** Catalogue matches scored per place at most (the best ones); bounds the per-row work. */
const MAX_SCORED_MATCHES = 12;

const best = (matches: Map<string, number>) =>
  [...matches].sort((a, b) => b[1] - a[1]).slice(0, MAX_SCORED_MATCHES);

/**
 * 0..1: the best catalogue match of the place's service types (or `categoryMatch` × its category's), else
 * the similarity of its names or (× `otherWordsMatch`) other words. Inline constants, no subqueries: this runs for every match;
 * trigrams are computed only for places the catalogue did not match.
 */
export function textScore(text: string, catalog: CatalogMatches, weights: SearchRankingWeights): SQL {
  const q = normalized(text);
  const cases = [
    ...best(catalog.services).map(
      ([id, score]) =>
        sql`case when ls.marketplace_service_ids @> array[${id}::uuid] then ${score}::float8 end`,
    ),
    ...best(catalog.categories).map(
      ([id, score]) =>
        sql`case when ls.category_id = ${id}::uuid then ${weights.categoryMatch * score}::float8 end`,
    ),
  ];
  const catalogScore =
    cases.length > 0 ? sql`coalesce(greatest(${sql.join(cases, sql`, `)}), 0)` : sql`0::float8`;
  return sql`(select case when c.score >= ${weights.textMatchThreshold} then c.score
      else greatest(c.score, word_similarity(${q}, ls.names),
        ${weightLiteral(weights.otherWordsMatch)} * word_similarity(${q}, ls.document)) end
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
  const cells = filters.area && filters.text ? areaCells(filters.area) : null;
  if (filters.text) conditions.push(textCondition(filters.text, catalog, cells));
  if (refs.serviceId) conditions.push(sql`ls.marketplace_service_ids @> array[${refs.serviceId}::uuid]`);
  if (filters.citySlug) conditions.push(sql`ls.city_slug = ${filters.citySlug}`);
  if (filters.area) conditions.push(areaCondition(filters.area, cells === null));
  if (filters.priceMin !== undefined) conditions.push(sql`ls.price_from_minor >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) conditions.push(sql`ls.price_from_minor <= ${filters.priceMax}`);
  if (filters.minRating !== undefined) conditions.push(sql`ls.rating_average >= ${filters.minRating}`);
  if (filters.openAt) conditions.push(openAtCondition(filters.openAt));
  if (filters.maybeFreeOn) conditions.push(maybeFreeOnCondition(filters.maybeFreeOn, refs));
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}
