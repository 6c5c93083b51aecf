-- The Look Book filtered by city or near a point reads the looks of those places (issue 16): a place's
-- looks newest first, for a page of a few places' looks and for the filter chips' probe per place.
CREATE INDEX "media_inspiration_location_idx" ON "media" USING btree ("location_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "media"."kind" in ('photo', 'video') and "media"."marketplace_service_id" is not null and not "media"."hidden";
