-- ADR 054: a business describes itself in several languages, one row per language. The text in the
-- business's own language (`businesses.locale`) is its own and the fallback of every other language.
-- Every existing description moves over as the text in the business's own language; the column goes.
CREATE TABLE "business_descriptions" (
	"business_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_descriptions_pk" PRIMARY KEY("business_id","locale"),
	CONSTRAINT "business_descriptions_locale" CHECK ("business_descriptions"."locale" in ('bg', 'en', 'de', 'es', 'it', 'fr', 'tr', 'ro', 'el', 'mk', 'ru')),
	CONSTRAINT "business_descriptions_text_length" CHECK (char_length("business_descriptions"."text") between 1 and 4000)
);--> statement-breakpoint
ALTER TABLE "business_descriptions" ADD CONSTRAINT "business_descriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "business_descriptions" ("business_id", "locale", "text")
  SELECT "id", "locale", btrim("description") FROM "businesses" WHERE btrim("description") <> '';--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "description";
