import type {
  CategoryFacet,
  LocationSearch,
  LocationSearchBatch,
  LocationSearchRequest,
  SearchRankingWeights,
} from '@kalendo/domain';
import { SEARCH_RANKING_WEIGHTS } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import {
  firstPhotoJoin,
  type LocationSummaryRow,
  logoColumns,
  logoJoin,
  photoColumns,
  toSummary,
} from './location-summary-row.ts';
import { type CatalogMatches, findCatalogMatches, searchSettings } from './search/catalog-matches.ts';
import {
  baseConditions,
  distanceMeters,
  matchingService,
  type ResolvedReferences,
  textScore,
} from './search/search-conditions.ts';
import { suggestSearchTerms } from './search/search-suggestions.ts';
import { afterPosition, keyColumns, keyTuple } from './search/sort-key-sql.ts';

type PageRow = Partial<LocationSummaryRow> & {
  location_id: string | null;
  distance_m: number | null;
  latitude: number;
  longitude: number;
  matching_service_ids: string[] | string | null;
  total: number | string;
  facets: CategoryFacet[] | string | null;
  [key: `key_${number}`]: number;
};

const NO_MATCHES: CatalogMatches = { services: new Map(), categories: new Map() };
const EMPTY: LocationSearchBatch = { hits: [], total: 0, facets: [] };

/**
 * Applies the search settings to the transaction and resolves the catalogue references, in one round trip
 * (the settings must precede the trigram statements that follow).
 */
async function prepareAndResolveReferences(
  db: Db,
  request: LocationSearchRequest,
  weights: SearchRankingWeights,
): Promise<ResolvedReferences | null> {
  const { categorySlug, service } = request.filters;
  const categoryId = categorySlug
    ? sql`(select id from categories where slug = ${categorySlug})`
    : sql`null::uuid`;
  const serviceId = service
    ? sql`(select id from marketplace_services where slug = ${service} or id::text = ${service})`
    : sql`null::uuid`;
  const result = await db.execute(
    sql`select ${searchSettings(weights)}, ${categoryId} as category_id, ${serviceId} as service_id`,
  );
  const row = resultRows<{ category_id: string | null; service_id: string | null }>(result)[0];
  const refs = { categoryId: row?.category_id ?? null, serviceId: row?.service_id ?? null };
  // An unknown category or service matches nothing (a sane empty result, not an error).
  if ((categorySlug && !refs.categoryId) || (service && !refs.serviceId)) return null;
  return refs;
}

/** `{id1,id2}` as PostgreSQL prints a uuid[] when the driver does not parse it. */
const readIds = (value: string[] | string | null): string[] =>
  Array.isArray(value) ? value : (value?.replace(/[{}]/g, '').split(',').filter(Boolean) ?? []);

const readJson = <T>(value: T | string | null, fallback: T): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? fallback);

async function searchPage(
  db: Db,
  request: LocationSearchRequest,
  refs: ResolvedReferences,
  weights: SearchRankingWeights,
) {
  const { filters, sortKeys } = request;
  const catalog = filters.text ? await findCatalogMatches(db, filters.text) : NO_MATCHES;
  const inCategory = refs.categoryId ? sql`base.category_id = ${refs.categoryId}::uuid` : sql`true`;
  const counts = request.withCounts
    ? sql`select count(*) filter (where ${inCategory}) as total,
        (select coalesce(json_agg(json_build_object('slug', f.slug, 'count', f.count) order by f.count desc, f.slug), '[]')
         from (select c.slug, count(*)::int as count from base join categories c on c.id = base.category_id
               group by c.slug) f) as facets
        from base`
    : sql`select 0 as total, '[]'::json as facets`;
  const result = await db.execute(sql`
    with base as materialized (
      select ls.location_id, ls.category_id, ls.rating_average, ls.rating_count, ls.price_from_minor,
        ls.price_currency,
        ${filters.area ? distanceMeters(filters.area) : sql`null::float8`} as distance_m,
        ${filters.text ? textScore(filters.text, catalog, weights) : sql`0::float8`} as text_score
      from location_search ls
      where ${baseConditions(filters, refs, catalog)}
    ),
    ranked as (
      select base.*, ${keyColumns(sortKeys)} from base where ${inCategory}
    ),
    page as (
      select * from ranked where ${afterPosition(sortKeys, request.after)}
      order by ${keyTuple(sortKeys)} limit ${request.limit}
    ),
    counts as (${counts})
    select counts.total, counts.facets, p.* from counts left join lateral (
      select page.*, l.id, l.slug, l.name, b.name as business_name, l.city, l.city_slug, l.address_line,
        l.time_zone, l.latitude, l.longitude, page.price_from_minor as price_minor, ${photoColumns},
        ${logoColumns},
        ${
          filters.maybeFreeOn
            ? sql`array(select s.id from services s where s.location_id = page.location_id and s.active
              and ${matchingService(refs)} order by s.position, s.id)`
            : sql`'{}'::uuid[]`
        } as matching_service_ids
      from page
      join locations l on l.id = page.location_id
      join businesses b on b.id = l.business_id
      ${firstPhotoJoin(sql`page.location_id`)}
      ${logoJoin(sql`b.logo_media_id`)}
    ) p on true
    order by ${keyTuple(sortKeys)}`);
  return resultRows<PageRow>(result);
}

/**
 * Search over `location_search` (kept current by triggers, see migration 0004), ranked by `weights`
 * (the domain's `SEARCH_RANKING_WEIGHTS` unless a caller passes others).
 */
export function createLocationSearch(
  db: Db,
  weights: SearchRankingWeights = SEARCH_RANKING_WEIGHTS,
): LocationSearch {
  return {
    async search(request) {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const refs = await prepareAndResolveReferences(txDb, request, weights);
        if (!refs) return EMPTY;
        const rows = await searchPage(txDb, request, refs, weights);
        const first = rows[0];
        const hits = rows
          .filter((row) => row.location_id !== null)
          .map((row) => ({
            location: toSummary(row as LocationSummaryRow),
            distanceKm: row.distance_m === null ? null : Math.round(Number(row.distance_m) / 10) / 100,
            latitude: Number(row.latitude),
            longitude: Number(row.longitude),
            position: {
              keys: request.sortKeys.map((_, index) => Number(row[`key_${index}`])),
              id: row.location_id as string,
            },
            matchingServiceIds: readIds(row.matching_service_ids),
          }));
        return { hits, total: Number(first?.total ?? 0), facets: readJson(first?.facets ?? null, []) };
      });
    },
    suggest: (request) => suggestSearchTerms(db, request, weights),
  };
}
