-- Forms attached to classes (issue 19): a class asks at most one form, like a service; a response made for a
-- class spot names the class booking it belongs to (as one for an appointment names the appointment).
ALTER TABLE "classes" ADD COLUMN "required_form_id" uuid;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_required_form_id_forms_id_fk" FOREIGN KEY ("required_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_responses" ADD COLUMN "class_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "form_responses" ADD CONSTRAINT "form_responses_class_booking_id_class_bookings_id_fk" FOREIGN KEY ("class_booking_id") REFERENCES "public"."class_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_responses_class_booking_idx" ON "form_responses" USING btree ("class_booking_id");
