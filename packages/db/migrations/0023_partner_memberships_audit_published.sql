-- Partner portal foundation (issue 22, ADR 038): a business is published or not; who belongs to a business and
-- in which role; an append-only audit log of partner writes.
ALTER TABLE "businesses" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every business that exists today (the demo marketplace) is public: nothing existing changes.
UPDATE "businesses" SET "published_at" = "created_at";--> statement-breakpoint
CREATE TABLE "business_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_members_business_user" UNIQUE("business_id","user_id"),
	CONSTRAINT "business_members_role" CHECK ("business_members"."role" in ('owner', 'manager', 'staff'))
);--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_members_user_idx" ON "business_members" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "partner_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- No foreign keys: the log outlives what it describes (a deleted service, a departed member).
CREATE INDEX "partner_audit_log_business_time_idx" ON "partner_audit_log" USING btree ("business_id","created_at");--> statement-breakpoint
-- Append-only: rows are never changed or removed.
CREATE OR REPLACE FUNCTION partner_audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    RAISE EXCEPTION 'partner_audit_log is append-only';
  END;
  $$;--> statement-breakpoint
CREATE TRIGGER partner_audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON partner_audit_log
  FOR EACH ROW EXECUTE FUNCTION partner_audit_log_append_only();--> statement-breakpoint
-- Search documents exist only for the places of published businesses (publishing updates the business, whose
-- trigger refreshes its places; unpublishing removes them).
CREATE OR REPLACE FUNCTION refresh_location_search(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM location_search ls USING locations l JOIN businesses b ON b.id = l.business_id
    WHERE ls.location_id = l.id AND l.id = ANY(ids) AND b.published_at IS NULL;
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
    WHERE l.id = ANY(ids) AND b.published_at IS NOT NULL
    ON CONFLICT (location_id) DO UPDATE SET
      business_id = excluded.business_id, category_id = excluded.category_id,
      marketplace_service_ids = excluded.marketplace_service_ids, city_slug = excluded.city_slug,
      time_zone = excluded.time_zone,
      latitude = excluded.latitude, longitude = excluded.longitude,
      rating_average = excluded.rating_average, rating_count = excluded.rating_count,
      price_from_minor = excluded.price_from_minor, price_currency = excluded.price_currency,
      names = excluded.names, document = excluded.document;
  $$;
