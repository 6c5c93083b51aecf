-- Memberships are bought, paid at the venue (pending until the place activates them) or started at once
-- (free and trial plans), frozen and cancelled; credits are spent by class bookings under the membership's
-- row lock and given back with them. Every credit move is kept as the membership's usage history. Classes
-- say their level and what to bring.
ALTER TABLE "classes" ADD COLUMN "level" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "what_to_bring" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "class_sessions_start_idx" ON "class_sessions" USING btree ("starts_at","id");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_level" CHECK ("classes"."level" in ('all', 'beginner', 'intermediate', 'advanced'));--> statement-breakpoint
ALTER TYPE "membership_status" ADD VALUE IF NOT EXISTS 'pending' BEFORE 'active';--> statement-breakpoint
ALTER TYPE "membership_status" ADD VALUE IF NOT EXISTS 'frozen' BEFORE 'expired';--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "starts_on_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "max_freeze_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_freeze_days" CHECK ("membership_plans"."max_freeze_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_method" text DEFAULT 'venue' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "purchase_key" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_purchase_key" ON "memberships" USING btree ("user_id","purchase_key") WHERE "memberships"."purchase_key" is not null;--> statement-breakpoint
CREATE INDEX "membership_plans_business_idx" ON "membership_plans" USING btree ("business_id") WHERE "membership_plans"."active";--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "membership_credit_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"class_booking_id" uuid,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_credit_moves_reason" CHECK ("membership_credit_moves"."reason" in ('class-booked', 'class-cancelled', 'promoted-from-waitlist'))
);--> statement-breakpoint
ALTER TABLE "membership_credit_moves" ADD CONSTRAINT "membership_credit_moves_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_credit_moves" ADD CONSTRAINT "membership_credit_moves_class_booking_id_class_bookings_id_fk" FOREIGN KEY ("class_booking_id") REFERENCES "public"."class_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_credit_moves_membership_idx" ON "membership_credit_moves" USING btree ("membership_id","created_at" DESC NULLS LAST);
