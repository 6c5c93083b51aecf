-- The Look Book (issue 16): a look names the staff member who did it when known, a place may hide one, a
-- video carries its clip (storage key) and captions, and the gallery reads newest first by keyset.
ALTER TABLE "media" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "captions" jsonb;--> statement-breakpoint
CREATE INDEX "media_inspiration_idx" ON "media" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "media"."kind" in ('photo', 'video') and "media"."marketplace_service_id" is not null and "media"."location_id" is not null and not "media"."hidden";--> statement-breakpoint
CREATE INDEX "media_inspiration_service_idx" ON "media" USING btree ("marketplace_service_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "media"."kind" in ('photo', 'video') and "media"."location_id" is not null and not "media"."hidden";
