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
} from './availability/availability-query.ts';
export type { AvailableSlot } from './availability/available-slot.ts';
export { computeAvailableSlots } from './availability/compute-available-slots.ts';
export { MAX_RANGE_DAYS } from './availability/validate-availability-query.ts';
export {
  type BookingItemRequest,
  type BookingResult,
  type BookingStore,
  createBooking,
  DuplicateKeyError,
  type NewAppointment,
  type ServiceForBooking,
  SlotTakenError,
} from './booking/create-booking.ts';
export {
  type AvailabilityContext,
  type AvailabilityRequest,
  type AvailabilitySource,
  listAvailability,
  MAX_AVAILABILITY_DAYS,
} from './booking/list-availability.ts';
export { DOMAIN_ERROR_CODES, DomainError, type DomainErrorCode } from './errors/domain-error.ts';
export {
  type LocationDirectory,
  type LocationSummary,
  listFeaturedLocations,
} from './locations/list-featured-locations.ts';
export { type Money, totalsByCurrency } from './money/money.ts';
