/**
 * An instant as an ISO 8601 string with `Z` or an explicit offset, for example `2026-03-29T06:00:00Z` or
 * `2026-03-29T09:00:00.000+03:00` (`Date.prototype.toISOString()` output is accepted). A string without an
 * offset is rejected: it would depend on the machine's time zone.
 */
export type InstantString = string;

/** A calendar date `YYYY-MM-DD` in the location's time zone. */
export type LocalDate = string;

/**
 * A wall-clock time `HH:MM` in the location's time zone (`HH:MM:00`, as PostgreSQL prints `time`, is
 * accepted too). `24:00` is allowed as an end only and means the end of that day.
 */
export type WallTime = string;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A weekly recurring wall-clock range, `start < end`, within one day (it never crosses midnight). */
export interface WeeklyRange {
  weekday: IsoWeekday;
  start: WallTime;
  end: WallTime;
}

/** A half-open range of instants `[start, end)`, `start < end`: back-to-back ranges do not overlap. */
export interface InstantRange {
  start: InstantString;
  end: InstantString;
}

/** The location's booking policy. */
export interface BookingPolicy {
  /** No slot starts before `now` + this many minutes (exact elapsed minutes). Integer ≥ 0. */
  leadTimeMinutes: number;
  /** No slot starts after `now` + this many calendar days in the location's zone. Integer > 0. */
  horizonDays: number;
  /** Distance of slot starts on the wall-clock grid of each working window. Integer > 0. */
  slotStepMinutes: number;
}

/** How long a service keeps its staff member busy; all integers, in exact elapsed minutes. */
export interface ServiceTiming {
  /** > 0. */
  durationMinutes: number;
  /** ≥ 0: preparation before the start (busy from start − bufferBefore). */
  bufferBeforeMinutes: number;
  /** ≥ 0: clean-up after the end (busy until start + duration + bufferAfter). */
  bufferAfterMinutes: number;
}

/** One staff member's schedule as the booking layer loads it. */
export interface StaffSchedule {
  id: string;
  /** Working hours; several ranges per weekday are allowed (split shifts); a weekday without any is off. */
  weeklyHours: readonly WeeklyRange[];
  /** Recurring breaks (lunch), removed from the working hours. */
  breaks: readonly WeeklyRange[];
  /** Absences (holiday, sick day). */
  timeOff: readonly InstantRange[];
  /** Busy ranges of active appointments (including their buffers) and class sessions they teach. */
  busy: readonly InstantRange[];
}

/** A location-level override for one local date: a holiday (closed) or special opening hours. */
export type LocationException =
  | { date: LocalDate; closed: true }
  | { date: LocalDate; closed: false; opens: WallTime; closes: WallTime };

/** Everything `computeAvailableSlots` needs; it never reads the clock or the process time zone. */
export interface AvailabilityQuery {
  /** The location's IANA time zone, for example `Europe/Sofia`. All wall-clock values are in this zone. */
  timeZone: string;
  /** Local dates to list slot starts for, both inclusive; at most 366 days. */
  range: { from: LocalDate; to: LocalDate };
  /** The current instant (injected clock). */
  now: InstantString;
  policy: BookingPolicy;
  service: ServiceTiming;
  /** The staff members who can perform the service. */
  staff: readonly StaffSchedule[];
  /** One staff member's id, or `'any'` for every member of `staff`. An id not in `staff` yields no slots. */
  staffId: string;
  /** Holidays and special hours, at most one per date. Special hours replace `openingHours` that day. */
  exceptions: readonly LocationException[];
  /**
   * The location's weekly opening hours; staff hours are clipped to them. Omit (undefined) when the
   * location has none configured: an empty array means the location is closed every day.
   */
  openingHours?: readonly WeeklyRange[] | undefined;
}
