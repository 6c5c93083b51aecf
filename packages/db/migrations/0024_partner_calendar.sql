-- The partner calendar (issue 22, ADR 042): when the client arrived (a moment of a booked visit, not a status:
-- the review request planner keeps keying off `completed`), and a walk-in or phone client without an account,
-- named by the place (a name, and a phone number to reach them).
ALTER TABLE "appointments" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_name" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_phone" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_name" CHECK ("appointments"."client_name" is null or char_length(btrim("appointments"."client_name")) between 1 and 120);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_phone" CHECK ("appointments"."client_phone" is null or ("appointments"."client_name" is not null and "appointments"."client_phone" ~ '^\+?[0-9][0-9 ()./-]{3,30}$'));
