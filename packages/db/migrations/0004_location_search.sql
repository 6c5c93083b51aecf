-- Search documents (issue 5): one row per location with everything search filters, ranks and matches on,
-- so one table's indexes (trigram, array, geo, btree) combine in one bitmap plan. Triggers keep it current;
-- nothing writes to it directly. Text is stored already normalised (search_normalize: lower, no accents).
CREATE TABLE location_search (
  location_id uuid PRIMARY KEY REFERENCES locations(id) ON DELETE CASCADE,
  business_id uuid NOT NULL,
  category_id uuid,
  marketplace_service_ids uuid[] NOT NULL DEFAULT '{}',
  city_slug text NOT NULL,
  time_zone text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  rating_average numeric(3, 2) NOT NULL,
  rating_count integer NOT NULL,
  price_from_minor integer,
  price_currency char(3),
  -- Distinct normalised words of the location's and its business's names.
  names text NOT NULL,
  -- Distinct normalised words of the city, the description and the active services that have no marketplace
  -- service type (those that have one are found through catalog_search, in every language).
  document text NOT NULL
);
--> statement-breakpoint
-- The distinct words of a text, normalised: shorter documents make trigram rechecks cheaper.
CREATE OR REPLACE FUNCTION search_words(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(string_agg(DISTINCT word, ' '), '')
    FROM regexp_split_to_table(search_normalize(value), '[\s,.;:!?()"/|\-]+') AS word
    WHERE word <> ''
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_location_search(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO location_search AS target (
      location_id, business_id, category_id, marketplace_service_ids, city_slug, time_zone, latitude, longitude,
      rating_average, rating_count, price_from_minor, price_currency, names, document
    )
    SELECT l.id, l.business_id, b.category_id,
      array(SELECT DISTINCT s.marketplace_service_id FROM services s
            WHERE s.location_id = l.id AND s.active AND s.marketplace_service_id IS NOT NULL),
      l.city_slug, l.time_zone, l.latitude, l.longitude, l.rating_average, l.rating_count,
      price.price_minor, price.currency,
      search_words(l.name || ' ' || b.name),
      search_words(concat_ws(' ', l.city, l.description,
        (SELECT string_agg(s.name, ' ') FROM services s
         WHERE s.location_id = l.id AND s.active AND s.marketplace_service_id IS NULL)))
    FROM locations l
    JOIN businesses b ON b.id = l.business_id
    LEFT JOIN LATERAL (
      SELECT s.price_minor, s.currency FROM services s
      WHERE s.location_id = l.id AND s.active AND s.price_minor > 0
      ORDER BY s.price_minor LIMIT 1
    ) price ON true
    WHERE l.id = ANY(ids)
    ON CONFLICT (location_id) DO UPDATE SET
      business_id = excluded.business_id, category_id = excluded.category_id,
      marketplace_service_ids = excluded.marketplace_service_ids, city_slug = excluded.city_slug,
      time_zone = excluded.time_zone,
      latitude = excluded.latitude, longitude = excluded.longitude,
      rating_average = excluded.rating_average, rating_count = excluded.rating_count,
      price_from_minor = excluded.price_from_minor, price_currency = excluded.price_currency,
      names = excluded.names, document = excluded.document;
  $$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert refreshes each location once.
CREATE OR REPLACE FUNCTION location_search_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_TABLE_NAME = 'locations' THEN
      PERFORM refresh_location_search(array(SELECT id FROM changed_rows));
    ELSIF TG_TABLE_NAME = 'businesses' THEN
      PERFORM refresh_location_search(
        array(SELECT l.id FROM locations l JOIN changed_rows c ON c.id = l.business_id));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM refresh_location_search(array(
        SELECT location_id FROM changed_rows UNION SELECT location_id FROM previous_rows));
    ELSE
      PERFORM refresh_location_search(array(SELECT DISTINCT location_id FROM changed_rows));
    END IF;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE TRIGGER location_search_locations_insert AFTER INSERT ON locations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION location_search_sync();
--> statement-breakpoint
CREATE TRIGGER location_search_locations_update AFTER UPDATE ON locations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION location_search_sync();
--> statement-breakpoint
CREATE TRIGGER location_search_businesses_update AFTER UPDATE ON businesses
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION location_search_sync();
--> statement-breakpoint
CREATE TRIGGER location_search_services_insert AFTER INSERT ON services
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION location_search_sync();
--> statement-breakpoint
CREATE TRIGGER location_search_services_update AFTER UPDATE ON services
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_search_sync();
--> statement-breakpoint
CREATE TRIGGER location_search_services_delete AFTER DELETE ON services
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION location_search_sync();
--> statement-breakpoint
SELECT refresh_location_search(array(SELECT id FROM locations));
--> statement-breakpoint
CREATE INDEX location_search_names_trgm_idx ON location_search USING gin (names gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX location_search_document_trgm_idx ON location_search USING gin (document gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX location_search_services_idx ON location_search USING gin (marketplace_service_ids);
--> statement-breakpoint
CREATE INDEX location_search_category_idx ON location_search (category_id, rating_average DESC, rating_count DESC);
--> statement-breakpoint
CREATE INDEX location_search_city_idx ON location_search (city_slug, rating_average DESC, rating_count DESC);
--> statement-breakpoint
-- Distance search filters a latitude/longitude box first (then the exact earth_distance): unlike a cube GiST,
-- a btree gives the planner real row estimates, so it can AND the box with the text indexes.
CREATE INDEX location_search_lat_lng_idx ON location_search (latitude, longitude);
--> statement-breakpoint
CREATE INDEX location_search_rating_idx ON location_search (rating_average DESC, rating_count DESC, location_id);
--> statement-breakpoint
-- Categories and marketplace service types: one row per name in each language (and the slug), normalised
-- once, so a query in any language resolves to catalogue ids (and from there to locations) cheaply.
CREATE TABLE catalog_search (
  entity_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('category', 'service')),
  category_id uuid NOT NULL,
  locale text NOT NULL,
  term text NOT NULL,
  PRIMARY KEY (entity_id, locale)
);
--> statement-breakpoint
CREATE INDEX catalog_search_term_trgm_idx ON catalog_search USING gin (term gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_search_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      DELETE FROM catalog_search WHERE entity_id = OLD.id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO catalog_search (entity_id, kind, category_id, locale, term)
      SELECT NEW.id,
        CASE WHEN TG_TABLE_NAME = 'categories' THEN 'category' ELSE 'service' END,
        CASE WHEN TG_TABLE_NAME = 'categories' THEN NEW.id ELSE (to_jsonb(NEW) ->> 'category_id')::uuid END,
        name.key, search_normalize(name.value)
      FROM (SELECT '' AS key, replace(NEW.slug, '-', ' ') AS value
            UNION ALL SELECT key, value FROM jsonb_each_text(NEW.names)) AS name;
    END IF;
    RETURN NULL;
  END;
  $$;
--> statement-breakpoint
CREATE TRIGGER catalog_search_categories AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION catalog_search_sync();
--> statement-breakpoint
CREATE TRIGGER catalog_search_marketplace_services AFTER INSERT OR UPDATE OR DELETE ON marketplace_services
  FOR EACH ROW EXECUTE FUNCTION catalog_search_sync();
--> statement-breakpoint
UPDATE categories SET slug = slug;
--> statement-breakpoint
UPDATE marketplace_services SET slug = slug;
--> statement-breakpoint
-- City suggestions read the distinct cities with a loose index scan on this.
CREATE INDEX locations_city_name_idx ON locations (city_slug, city);
--> statement-breakpoint
-- Autocomplete of business and location names by prefix: an ordered range scan that stops at the limit.
CREATE INDEX businesses_name_prefix_idx ON businesses (search_normalize(name) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX locations_name_prefix_idx ON locations (search_normalize(name) text_pattern_ops);
