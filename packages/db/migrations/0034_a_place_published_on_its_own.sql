-- A place's own public state (ADR 056). A place added to an existing business (POST …/places) starts null and
-- appears in public only once it passes the publish checks itself (POST …/places/{placeId}/publish); every place
-- so far, and every place made otherwise (a business's first place, the demo seed), is public with its business.
ALTER TABLE "locations" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Search documents exist only for public places: a published place of a published business (publishing a place
-- updates it, whose trigger refreshes it).
CREATE OR REPLACE FUNCTION refresh_location_search(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM location_search ls USING locations l JOIN businesses b ON b.id = l.business_id
    WHERE ls.location_id = l.id AND l.id = ANY(ids) AND (b.published_at IS NULL OR l.published_at IS NULL);
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
    WHERE l.id = ANY(ids) AND b.published_at IS NOT NULL AND l.published_at IS NOT NULL
    ON CONFLICT (location_id) DO UPDATE SET
      business_id = excluded.business_id, category_id = excluded.category_id,
      marketplace_service_ids = excluded.marketplace_service_ids, city_slug = excluded.city_slug,
      time_zone = excluded.time_zone,
      latitude = excluded.latitude, longitude = excluded.longitude,
      rating_average = excluded.rating_average, rating_count = excluded.rating_count,
      price_from_minor = excluded.price_from_minor, price_currency = excluded.price_currency,
      names = excluded.names, document = excluded.document;
  $$;
