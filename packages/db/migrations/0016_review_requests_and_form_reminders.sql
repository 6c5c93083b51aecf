-- Issue 18: more notifications planned from the rows they are about, like the appointment reminders (ADR 020).
-- One review request per completed visit: planned once its end plus a delay has come, if it has no review.
CREATE TABLE "appointment_review_requests" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "appointment_review_requests" ADD CONSTRAINT "appointment_review_requests_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The review planner reads completed visits by end time.
CREATE INDEX "appointments_completed_end_idx" ON "appointments" USING btree ("ends_at") WHERE "appointments"."status" = 'completed';--> statement-breakpoint
-- One reminder per form response still to fill and due time (a response due at another time is reminded again).
CREATE TABLE "form_response_reminders" (
	"response_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_response_reminders_pkey" PRIMARY KEY("response_id","due_at")
);--> statement-breakpoint
ALTER TABLE "form_response_reminders" ADD CONSTRAINT "form_response_reminders_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."form_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The form reminder planner reads the responses still to fill by due time.
CREATE INDEX "form_responses_open_due_idx" ON "form_responses" USING btree ("due_at") WHERE "form_responses"."state" <> 'done';--> statement-breakpoint
-- A class session the place cancelled (issue 18): off the timetable, its spots released and its clients told.
ALTER TABLE "class_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;
