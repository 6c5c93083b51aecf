export { createInMemoryAvailability, type InMemoryOffer } from './in-memory-availability.ts';
export { createInMemoryBasketStore } from './in-memory-basket-store.ts';
export {
  createInMemoryBookingStore,
  type HeldAppointment,
  type InMemoryBookingStore,
} from './in-memory-booking-store.ts';
export {
  createInMemorySessions,
  type InMemorySession,
  type InMemorySessions,
} from './in-memory-class-sessions.ts';
export {
  createInMemoryMarketplace,
  HAIRCUT_AT_LOTUS,
  haircut,
  type InMemoryMarketplace,
  MARKETPLACE_NOW,
} from './in-memory-marketplace.ts';
