-- Issue 22, ADR 051: a partner uploads the business's logo, its private app's icon and a staff member's photo.
-- Each upload is a new `media` row (so its URLs change with every replacement and are cached for a year) whose
-- fixed variants, re-encoded by the server, are stored here like account avatars are (`user_avatars`). Removing
-- the media row removes its files. The private app gets a name of its own (null: the business's name).
CREATE TABLE "media_files" (
	"media_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"content_type" text NOT NULL,
	"image" bytea NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "media_files_pk" PRIMARY KEY ("media_id", "variant"),
	CONSTRAINT "media_files_variant" CHECK ("variant" ~ '^[a-z0-9-]{1,32}$'),
	CONSTRAINT "media_files_content_type" CHECK ("content_type" in ('image/webp', 'image/jpeg', 'image/png')),
	CONSTRAINT "media_files_size" CHECK ("size" = octet_length("image") and "size" <= 2097152)
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "app_name" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "app_icon_media_id" uuid;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_app_name_length" CHECK ("businesses"."app_name" is null or char_length("businesses"."app_name") between 1 and 30);
