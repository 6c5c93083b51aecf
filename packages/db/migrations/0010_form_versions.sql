-- Forms (issue 19): when a form is asked (its rule), its fields in versions (editing makes a new one), and
-- responses that keep their version, with a state, a due date and the business they are for. The JSON
-- Schema of each existing form becomes its version 1; existing responses answered it and are done when signed.
ALTER TABLE "forms" ADD COLUMN "rule" text DEFAULT 'before-visit' NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "due_hours_before" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "valid_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_rule_check" CHECK ("forms"."rule" in ('before-booking', 'before-visit', 'once-per-client'));--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_due_hours_check" CHECK ("forms"."due_hours_before" between 0 and 720);--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_valid_months_check" CHECK ("forms"."valid_months" between 1 and 120);--> statement-breakpoint
CREATE TABLE "form_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_versions_form_version_key" UNIQUE("form_id","version")
);--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "form_versions" ("form_id", "version", "definition")
SELECT f."id", 1, jsonb_build_object(
	'defaultLanguage', b."locale",
	'title', jsonb_build_object(b."locale", f."name"),
	'description', jsonb_build_object(b."locale", f."description"),
	'fields', coalesce((
		SELECT jsonb_agg(
			jsonb_build_object(
				'id', p.key,
				'type', CASE
					WHEN p.value ? 'const' THEN 'consent'
					WHEN p.value->>'type' = 'boolean' THEN 'yes-no'
					WHEN p.value->>'type' IN ('number', 'integer') THEN 'number'
					ELSE 'long-text' END,
				'label', jsonb_build_object(b."locale", coalesce(p.value->>'title', p.key)),
				'required', coalesce(f."schema"->'required' ? p.key, false)
			) || CASE WHEN p.value ? 'const'
				THEN jsonb_build_object('terms', jsonb_build_object(b."locale", coalesce(p.value->>'title', p.key)))
				ELSE '{}'::jsonb END
			ORDER BY p.ordinality)
		FROM jsonb_each(f."schema"->'properties') WITH ORDINALITY AS p(key, value, ordinality)
	), '[]'::jsonb))
FROM "forms" f JOIN "businesses" b ON b."id" = f."business_id";--> statement-breakpoint
ALTER TABLE "forms" DROP COLUMN "schema";--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "form_version_id" uuid;--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "business_id" uuid;--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "state" text DEFAULT 'todo' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "form_responses" r SET
	"form_version_id" = v."id",
	"business_id" = f."business_id",
	"state" = CASE WHEN r."signed_at" IS NULL THEN 'todo' ELSE 'done' END
FROM "forms" f JOIN "form_versions" v ON v."form_id" = f."id" AND v."version" = 1
WHERE f."id" = r."form_id";--> statement-breakpoint
ALTER TABLE "form_responses" ALTER COLUMN "form_version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_responses" ALTER COLUMN "business_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_responses" ALTER COLUMN "answers" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_form_version_id_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."form_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_state_check" CHECK ("form_responses"."state" in ('todo', 'draft', 'done'));--> statement-breakpoint
DROP INDEX "form_responses_user_idx";--> statement-breakpoint
CREATE INDEX "form_responses_user_idx" ON "form_responses" USING btree ("user_id","state","due_at");--> statement-breakpoint
CREATE INDEX "form_responses_appointment_idx" ON "form_responses" USING btree ("appointment_id");
