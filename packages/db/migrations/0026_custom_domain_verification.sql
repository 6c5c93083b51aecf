-- Issue 22, ADR 044: a partner enters a place's custom domain and proves it owns it with a DNS TXT record.
-- `custom_domain_token` is the value the record must hold; `custom_domain_verified_at` when it was found. Only a
-- verified domain is trusted by the host gate, the widget's frame ancestors and the account emails' links.
-- Domains set before (by operators and the demo seed) are kept trusted: they are migrated as verified.
ALTER TABLE "locations" ADD COLUMN "custom_domain_token" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "custom_domain_verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "locations" SET "custom_domain_verified_at" = now() WHERE "custom_domain" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_custom_domain_token" CHECK ("locations"."custom_domain_token" is null or "locations"."custom_domain_token" ~ '^[a-z0-9]{32}$');--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_custom_domain_proof" CHECK ("locations"."custom_domain" is null or "locations"."custom_domain_verified_at" is not null or "locations"."custom_domain_token" is not null);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_widget_origins_bounded" CHECK (coalesce(array_length("locations"."widget_origins", 1), 0) <= 20);
