import type { AvailabilityQuery } from './availability-query.ts';
import { buildOffsetTimeline, type OffsetTimeline } from './build-offset-timeline.ts';
import { type BookingWindow, computeBookingWindow } from './compute-booking-window.ts';
import type { BusyReach } from './keep-fitting-starts.ts';
import { DAY_MS, type LocalDay, listLocalDays } from './list-local-days.ts';
import { locationHoursOn } from './location-hours-on.ts';
import { parseInstant } from './parse-instant.ts';
import { parseLocalDate } from './parse-local-date.ts';
import { parseLocationCalendar } from './parse-location-calendar.ts';
import type { TimeRange } from './time-range.ts';
import { validateAvailabilityQuery } from './validate-availability-query.ts';

/** A date of the computation, with what every staff member shares on it. */
export interface PlanDay extends LocalDay {
  /** The location's hours that day in minutes, null = no limit (see `locationHoursOn`). */
  locationHours: readonly TimeRange[] | null;
  /** Whether slots may start that day; the neighbouring days only supply working time for busy ranges. */
  offersSlots: boolean;
}

/** Everything shared by the staff members of one query, computed once. */
export interface AvailabilityPlan {
  days: readonly PlanDay[];
  timeline: OffsetTimeline;
  window: BookingWindow;
  stepMinutes: number;
  reach: BusyReach;
}

/**
 * Validates the query and prepares the shared part, with the range clipped to the booking window (null when
 * nothing remains). Days around the range are included as far as a busy range can reach into them.
 */
export function planAvailability(query: AvailabilityQuery): AvailabilityPlan | null {
  validateAvailabilityQuery(query);
  const { service, timeZone } = query;
  const window = computeBookingWindow(parseInstant(query.now, 'now'), query.policy, timeZone);
  const first = Math.max(parseLocalDate(query.range.from, 'range.from'), window.firstDay);
  const last = Math.min(parseLocalDate(query.range.to, 'range.to'), window.lastDay);
  const calendar = parseLocationCalendar(query.exceptions, query.openingHours);
  if (first > last) return null;
  const reach = {
    beforeMs: service.bufferBeforeMinutes * 60_000,
    afterMs: (service.durationMinutes + service.bufferAfterMinutes) * 60_000,
  };
  const daysBefore = Math.ceil(reach.beforeMs / DAY_MS) + 1;
  const daysAfter = Math.ceil(reach.afterMs / DAY_MS) + 1;
  const days = listLocalDays(first - daysBefore * DAY_MS, last + daysAfter * DAY_MS).map((day) => ({
    ...day,
    locationHours: locationHoursOn(calendar, day),
    offersSlots: first <= day.midnight && day.midnight <= last,
  }));
  const timeline = buildOffsetTimeline(
    timeZone,
    first - (daysBefore + 1) * DAY_MS,
    last + (daysAfter + 2) * DAY_MS,
  );
  return { days, timeline, window, stepMinutes: query.policy.slotStepMinutes, reach };
}
