-- Notification delivery (issue 18): every in-app notification row is the event; a relay hands the ones not yet
-- dispatched to the job queue (pg-boss, ADR 020), which delivers them by email and push exactly once per channel.
-- Rows written before this migration count as dispatched: nobody is emailed about old news.
ALTER TABLE "notifications" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
UPDATE "notifications" SET "dispatched_at" = "created_at";--> statement-breakpoint
CREATE INDEX "notifications_undispatched_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."dispatched_at" is null;--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"notification_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_pkey" PRIMARY KEY("notification_id","channel"),
	CONSTRAINT "notification_deliveries_channel" CHECK ("channel" in ('email', 'push'))
);--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One reminder per appointment, offset and start: a moved appointment is reminded again at its new time only.
CREATE TABLE "appointment_reminders" (
	"appointment_id" uuid NOT NULL,
	"minutes_before" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_pkey" PRIMARY KEY("appointment_id","minutes_before","starts_at")
);--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Web Push subscriptions live with the native tokens (provider 'webpush', token = the endpoint) plus their keys.
ALTER TABLE "push_tokens" ADD COLUMN "p256dh" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "auth" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_web_push_keys" CHECK ("provider" <> 'webpush' OR ("p256dh" IS NOT NULL AND "auth" IS NOT NULL));
--> statement-breakpoint
-- The reminder planner reads booked appointments by start time.
CREATE INDEX "appointments_booked_start_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'booked';
