-- A class spot can be checked out with the basket (issue 15): the spot names the booking (idempotency key) it
-- was taken by, so a retried checkout answers its spots too.
ALTER TABLE "class_bookings" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_bookings_booking_idx" ON "class_bookings" USING btree ("booking_id") WHERE "class_bookings"."booking_id" is not null;
