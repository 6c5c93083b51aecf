import type { AvailabilityQuery } from './availability-query.ts';
import type { AvailableSlot } from './available-slot.ts';
import { computeStaffSlots } from './compute-staff-slots.ts';
import { mergeStaffSlots } from './merge-staff-slots.ts';
import { parseStaffSchedule } from './parse-staff-schedule.ts';
import { planAvailability } from './plan-availability.ts';

/**
 * The bookable starts of a service at a location, sorted by instant. Pure: it never reads the clock or the
 * process time zone; all wall-clock math happens in `query.timeZone` by the DST rules of ADR 005.
 *
 * A start is offered when it lies on the slot grid of a working window (from the window's start, every
 * `slotStepMinutes` of wall-clock time), it is within [now + lead time, now + horizon], and the staff
 * member's whole busy range (start − buffer before … start + duration + buffer after, exact minutes) lies
 * inside working time minus breaks, and overlaps none of their time off or busy ranges.
 *
 * Throws `DomainError('INVALID_INPUT')` for malformed input (bad zone, dates, times, instants or numbers).
 */
export function computeAvailableSlots(query: AvailabilityQuery): AvailableSlot[] {
  const staff = query.staffId === 'any' ? query.staff : query.staff.filter((s) => s.id === query.staffId);
  const plan = planAvailability(query);
  if (plan === null) return [];
  return mergeStaffSlots(
    staff.map((schedule) => ({
      staffId: schedule.id,
      starts: computeStaffSlots(parseStaffSchedule(schedule), plan),
    })),
  );
}
