-- ADR 057: a staff member teaches a class session or serves an appointment, never both at once, and never
-- two sessions at once. The appointments' EXCLUDE constraint (0002) cannot see class sessions, so a trigger
-- on each table checks the other (and class sessions each other) under a lock on the staff member's row:
-- a session's write takes it FOR UPDATE, an appointment's FOR SHARE (appointments do not wait for each
-- other: their own overlap is the constraint's). Whichever commits first wins; the other sees its row.
-- Only writes that change who or when are checked: rows made before this migration stay as they are.
CREATE FUNCTION class_sessions_refuse_busy_teacher() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM staff WHERE id = NEW.instructor_staff_id FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM class_sessions c
    WHERE c.instructor_staff_id = NEW.instructor_staff_id AND c.id <> NEW.id AND c.cancelled_at IS NULL
      AND c.starts_at < NEW.ends_at AND c.ends_at > NEW.starts_at
  ) THEN
    RAISE EXCEPTION 'the teacher has another class session then' USING ERRCODE = 'KL002';
  END IF;
  IF EXISTS (
    SELECT 1 FROM appointments a
    WHERE a.staff_id = NEW.instructor_staff_id AND a.status <> 'cancelled'
      AND a.busy_starts_at < NEW.ends_at AND a.busy_ends_at > NEW.starts_at
  ) THEN
    RAISE EXCEPTION 'the teacher has an appointment then' USING ERRCODE = 'KL003';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER class_sessions_busy_teacher_insert BEFORE INSERT ON class_sessions
  FOR EACH ROW WHEN (NEW.instructor_staff_id IS NOT NULL AND NEW.cancelled_at IS NULL)
  EXECUTE FUNCTION class_sessions_refuse_busy_teacher();
--> statement-breakpoint
-- Taking a spot updates booked_count only: it is not in the column list and never fires this.
CREATE TRIGGER class_sessions_busy_teacher_update
  BEFORE UPDATE OF instructor_staff_id, starts_at, ends_at, cancelled_at ON class_sessions
  FOR EACH ROW WHEN (NEW.instructor_staff_id IS NOT NULL AND NEW.cancelled_at IS NULL AND (
    OLD.instructor_staff_id IS DISTINCT FROM NEW.instructor_staff_id OR OLD.starts_at <> NEW.starts_at
    OR OLD.ends_at <> NEW.ends_at OR OLD.cancelled_at IS NOT NULL))
  EXECUTE FUNCTION class_sessions_refuse_busy_teacher();
--> statement-breakpoint
-- An appointment over a session of its staff member is refused as the EXCLUDE constraint refuses one over
-- another appointment (23P01): the booking paths already answer that as a time taken meanwhile.
CREATE FUNCTION appointments_refuse_teaching_staff() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM staff WHERE id = NEW.staff_id FOR SHARE;
  IF EXISTS (
    SELECT 1 FROM class_sessions c
    WHERE c.instructor_staff_id = NEW.staff_id AND c.cancelled_at IS NULL
      AND c.starts_at < NEW.busy_ends_at AND c.ends_at > NEW.busy_starts_at
  ) THEN
    RAISE EXCEPTION 'the staff member teaches a class session then'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'appointments_staff_teaching';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_staff_teaching_insert BEFORE INSERT ON appointments
  FOR EACH ROW WHEN (NEW.status <> 'cancelled')
  EXECUTE FUNCTION appointments_refuse_teaching_staff();
--> statement-breakpoint
CREATE TRIGGER appointments_staff_teaching_update
  BEFORE UPDATE OF staff_id, busy_starts_at, busy_ends_at, status ON appointments
  FOR EACH ROW WHEN (NEW.status <> 'cancelled' AND (
    OLD.staff_id IS DISTINCT FROM NEW.staff_id OR OLD.busy_starts_at <> NEW.busy_starts_at
    OR OLD.busy_ends_at <> NEW.busy_ends_at OR OLD.status = 'cancelled'))
  EXECUTE FUNCTION appointments_refuse_teaching_staff();
