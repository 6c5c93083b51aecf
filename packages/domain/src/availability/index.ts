export type {
  AvailabilityQuery,
  BookingPolicy,
  InstantRange,
  InstantString,
  IsoWeekday,
  LocalDate,
  LocationException,
  ServiceTiming,
  StaffSchedule,
  WallTime,
  WeeklyRange,
} from './availability-query.ts';
export type { AvailableSlot } from './available-slot.ts';
export { computeAvailableSlots } from './compute-available-slots.ts';
export { MAX_RANGE_DAYS } from './validate-availability-query.ts';
export { wallClockBoundary, wallClockInstant } from './wall-clock-instant.ts';
