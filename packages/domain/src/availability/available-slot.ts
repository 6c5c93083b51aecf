import type { InstantString } from './availability-query.ts';

/** One bookable start time. */
export interface AvailableSlot {
  /** The start instant in UTC, `YYYY-MM-DDTHH:MM:SSZ`. This is what a booking request sends back. */
  start: InstantString;
  /** The wall-clock start in the location's zone, `YYYY-MM-DDTHH:MM` (for labels). */
  localStart: string;
  /** The zone's UTC offset at `start`, `+02:00`: on a fall-back night it tells the two 03:30s apart. */
  offset: string;
  /**
   * The staff members free for the whole busy range, in the order of `AvailabilityQuery.staff`: one id for a
   * specific staff member, every free member for `'any'` (a fair picker chooses at booking time).
   */
  staffIds: string[];
}
