-- A business closes one of its places (ADR 058): the place is archived, never deleted, so the appointments,
-- reviews and audit rows that name it stay readable. An archived place is out of public view for good (its
-- published_at is cleared with it) and out of the portal; it has nothing to come.
ALTER TABLE "locations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_archived_hidden"
  CHECK ("archived_at" IS NULL OR "published_at" IS NULL);--> statement-breakpoint
-- Nothing new is ever booked or scheduled at an archived place. The place's row is read under FOR KEY SHARE:
-- a removal holds it FOR UPDATE until it commits, so a booking racing it waits and then sees the place
-- archived (and a removal that comes second waits for the booking and then counts its appointment). Refused
-- as a time taken meanwhile (23P01), which the booking paths already answer as 409.
CREATE FUNCTION refuse_archived_place() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM locations WHERE id = NEW.location_id AND archived_at IS NULL FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the place is closed' USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'place_archived';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_place_open_insert BEFORE INSERT ON appointments
  FOR EACH ROW EXECUTE FUNCTION refuse_archived_place();
--> statement-breakpoint
-- An appointment is made with a staff member of its place: a staff member moved to another place (ADR 058)
-- while a booking of theirs was being written is read the same way (FOR SHARE waits for the move's lock).
-- Triggers fire by name: the place's check comes first (its lock before the staff row's, as 0035's).
CREATE FUNCTION appointments_refuse_staff_elsewhere() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM staff WHERE id = NEW.staff_id AND location_id = NEW.location_id FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the staff member works at another place'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'staff_moved';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_staff_place_insert BEFORE INSERT ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_refuse_staff_elsewhere();
--> statement-breakpoint
CREATE TRIGGER class_sessions_place_open_insert BEFORE INSERT ON class_sessions
  FOR EACH ROW EXECUTE FUNCTION refuse_archived_place();
