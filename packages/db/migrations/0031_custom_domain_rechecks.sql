-- ADR 053: a verified custom domain's DNS record is looked up again every day. `custom_domain_next_check_at`
-- is when (a process takes due domains with `for update skip locked` and moves this a day on before it looks
-- up, so two servers never check one domain at once); `custom_domain_failed_checks` counts consecutive checks
-- that found the record missing or wrong (the third makes the domain unverified); `custom_domain_lapsed_at`
-- says when that happened, so the partner's page can say why the domain needs verifying again.
-- Domains set by operators (no token) have no record to look for and are not checked.
ALTER TABLE "locations" ADD COLUMN "custom_domain_next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "custom_domain_failed_checks" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "custom_domain_lapsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_custom_domain_failed_checks" CHECK ("locations"."custom_domain_failed_checks" between 0 and 3);--> statement-breakpoint
UPDATE "locations" SET "custom_domain_next_check_at" = now() WHERE "custom_domain_verified_at" IS NOT NULL AND "custom_domain_token" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "locations_custom_domain_recheck_idx" ON "locations" USING btree ("custom_domain_next_check_at") WHERE "locations"."custom_domain_verified_at" is not null and "locations"."custom_domain_token" is not null;
