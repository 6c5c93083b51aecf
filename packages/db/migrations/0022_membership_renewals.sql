-- Renewals of auto-renewing plans (ADR 035): the member's own choice, on by default where the plan renews;
-- and one row per membership and ended period, so a renewal is decided (and paid) once.
ALTER TABLE "memberships" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "memberships" SET "auto_renew" = true FROM "membership_plans" WHERE "membership_plans"."id" = "memberships"."plan_id" AND "membership_plans"."auto_renew";--> statement-breakpoint
CREATE INDEX "memberships_period_end_idx" ON "memberships" USING btree ("valid_until") WHERE "memberships"."status" = 'active';--> statement-breakpoint
CREATE TABLE "membership_renewals" (
	"membership_id" uuid NOT NULL,
	"period_ended_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_renewals_membership_id_period_ended_at_pk" PRIMARY KEY("membership_id","period_ended_at"),
	CONSTRAINT "membership_renewals_outcome" CHECK ("membership_renewals"."outcome" in ('renewed', 'awaiting-payment', 'ended'))
);--> statement-breakpoint
ALTER TABLE "membership_renewals" ADD CONSTRAINT "membership_renewals_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;
