-- No two active appointments of one staff member may overlap (service time plus buffers).
-- This, not a pre-check in code, is what makes double booking impossible across processes.
ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
  EXCLUDE USING gist (staff_id WITH =, tstzrange(busy_starts_at, busy_ends_at, '[)') WITH &&)
  WHERE (status <> 'cancelled');
--> statement-breakpoint
-- Accent-insensitive, typo-tolerant search over names (pg_trgm on the normalised text).
CREATE INDEX locations_name_trgm_idx ON locations USING gin (search_normalize(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX businesses_name_trgm_idx ON businesses USING gin (search_normalize(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX services_name_trgm_idx ON services USING gin (search_normalize(name) gin_trgm_ops);
--> statement-breakpoint
-- Distance queries: earthdistance's ll_to_earth is IMMUTABLE and indexable with cube's gist.
CREATE INDEX locations_geo_idx ON locations USING gist (ll_to_earth(latitude, longitude));
