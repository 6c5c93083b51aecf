export {
  type BookedClassSpot,
  type BookingResult,
  type BookingStore,
  type ClassSpotRefusal,
  ClassSpotRefusedError,
  DuplicateKeyError,
  MembershipRefusedError,
  SlotTakenError,
} from './booking-ports.ts';
export {
  type BookingItemCheck,
  type BookingItemRequest,
  checkBookingItem,
  MAX_ALTERNATIVES,
} from './check-booking-item.ts';
export { checkoutBasket } from './checkout-basket.ts';
export { type CreateBookingDeps, createBooking } from './create-booking.ts';
export {
  type AvailabilityContext,
  type AvailabilityRequest,
  type AvailabilitySource,
  type BookableAvailability,
  listAvailability,
  MAX_AVAILABILITY_DAYS,
  type OfferDetails,
} from './list-availability.ts';
