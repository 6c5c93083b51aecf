import type { BookingItemRequest } from '../booking/check-booking-item.ts';

/** A spot in one class session, held in a basket beside services (checked out with them). */
export interface ClassItemRequest {
  sessionId: string;
}

/** One item of a basket: a service at a start, or a class session. */
export type BasketItemRequest = BookingItemRequest | ClassItemRequest;

export const isClassItem = (item: BasketItemRequest): item is ClassItemRequest => 'sessionId' in item;
