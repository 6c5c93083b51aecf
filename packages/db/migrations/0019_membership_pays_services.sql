-- Memberships pay for services too (issue 15): an appointment names the membership that paid for it (a
-- credit spent in the checkout's transaction under the membership's row lock, given back when the
-- appointment is cancelled), and the usage history names the appointment a credit moved for.
ALTER TABLE "appointments" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_credit_moves" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "membership_credit_moves" ADD CONSTRAINT "membership_credit_moves_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_credit_moves" DROP CONSTRAINT "membership_credit_moves_reason";--> statement-breakpoint
ALTER TABLE "membership_credit_moves" ADD CONSTRAINT "membership_credit_moves_reason" CHECK ("membership_credit_moves"."reason" in ('class-booked', 'class-cancelled', 'promoted-from-waitlist', 'service-booked', 'service-cancelled'));
