-- Search tuning (issue 5 budgets: search p95 ≤ 30 ms, autocomplete p95 ≤ 15 ms at 100,000 locations).
--
-- pg_trgm declares its similarity functions at COST 1, like an integer comparison, so the planner would
-- rather compute a trigram match on every row another index found (thousands of places in a radius) than
-- scan a trigram index. One word similarity on a place's words costs about as much as 200 comparisons.
ALTER FUNCTION word_similarity_op(text, text) COST 200;
--> statement-breakpoint
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 200;
--> statement-breakpoint
ALTER FUNCTION word_similarity(text, text) COST 200;
--> statement-breakpoint
ALTER FUNCTION similarity_op(text, text) COST 200;
--> statement-breakpoint
-- Grid cells of a point at five sizes (0.02°, 0.1°, 0.5°, 2.5°, 12.5°), one bigint each:
-- level << 40 | latitude cell << 20 | longitude cell. The search layer lists the cells covering an area's box
-- at the finest level that needs few of them (search-conditions.ts, CELL_SIZES); keep the two in step.
-- (Eleven doubling sizes were tried: tighter covers, but slower on an index filled row by row by the triggers.)
CREATE OR REPLACE FUNCTION search_geo_cells(latitude double precision, longitude double precision)
  RETURNS bigint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  -- One expression, no FROM: the planner inlines it, so an index recheck costs no function call.
  AS $$
    SELECT ARRAY[
      (0::bigint << 40) | (floor((latitude + 90) / 0.02::float8)::bigint << 20)
        | floor((longitude + 180) / 0.02::float8)::bigint,
      (1::bigint << 40) | (floor((latitude + 90) / 0.1::float8)::bigint << 20)
        | floor((longitude + 180) / 0.1::float8)::bigint,
      (2::bigint << 40) | (floor((latitude + 90) / 0.5::float8)::bigint << 20)
        | floor((longitude + 180) / 0.5::float8)::bigint,
      (3::bigint << 40) | (floor((latitude + 90) / 2.5::float8)::bigint << 20)
        | floor((longitude + 180) / 2.5::float8)::bigint,
      (4::bigint << 40) | (floor((latitude + 90) / 12.5::float8)::bigint << 20)
        | floor((longitude + 180) / 12.5::float8)::bigint]
  $$;
--> statement-breakpoint
-- Text matching through one GIN index of everything a text can match (service types, the category, the
-- names, the other words) and the grid cells: a search in an area intersects each alternative with the
-- area's cells inside the index, so it fetches and rechecks only the matching places of the area, never the
-- trigram candidates of the whole country nor every place of the area. Entries go straight into the index:
-- a fast-update pending list is read in full by every scan until a vacuum merges it.
DROP INDEX location_search_names_trgm_idx;
--> statement-breakpoint
DROP INDEX location_search_document_trgm_idx;
--> statement-breakpoint
CREATE INDEX location_search_match_idx ON location_search USING gin (
  marketplace_service_ids, (array[category_id]), names gin_trgm_ops, document gin_trgm_ops,
  search_geo_cells(latitude, longitude)
) WITH (fastupdate = off);
--> statement-breakpoint
ALTER INDEX location_search_services_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX catalog_search_term_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(array['location_search_services_idx', 'catalog_search_term_trgm_idx']) AS index_name;
--> statement-breakpoint
-- Autocomplete of names: an index scan in (normalised name, slug) order stops after the few rows it needs,
-- instead of reading and sorting every name with the prefix ("tat" starts thousands of them).
DROP INDEX businesses_name_prefix_idx;
--> statement-breakpoint
CREATE INDEX businesses_name_prefix_idx ON businesses (search_normalize(name) text_pattern_ops, slug);
--> statement-breakpoint
DROP INDEX locations_name_prefix_idx;
--> statement-breakpoint
CREATE INDEX locations_name_prefix_idx ON locations (search_normalize(name) text_pattern_ops, slug);
--> statement-breakpoint
-- Planning time: pg_trgm estimates a trigram clause by running it on the column's most common values and
-- its histogram (up to 200 similarities per clause, again for each index path considered): 3–5 ms of every
-- search's planning. Below 100 histogram entries it skips the histogram, and these columns' statistics
-- serve no other estimate.
ALTER TABLE location_search ALTER COLUMN names SET STATISTICS 10, ALTER COLUMN document SET STATISTICS 10;
--> statement-breakpoint
ALTER TABLE catalog_search ALTER COLUMN term SET STATISTICS 10;
--> statement-breakpoint
-- Statistics for the new index's expressions (the grid cells' estimate) and the smaller targets.
ANALYZE location_search;
--> statement-breakpoint
ANALYZE catalog_search;
