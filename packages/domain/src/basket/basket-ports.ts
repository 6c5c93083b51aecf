import type { BookingItemRequest } from '../booking/check-booking-item.ts';
import type { AvailabilitySource } from '../booking/list-availability.ts';
import type { BasketItemDetails } from './basket.ts';

/** A stored basket row: its id and the item it holds. */
export interface BasketEntry extends BookingItemRequest {
  id: string;
}

/** Port: signed-in users' baskets in the database. */
export interface BasketStore {
  /** The user's items, oldest first. */
  list(userId: string): Promise<BasketEntry[]>;
  /** How many items the user's basket holds (no availability check: the bottom-bar badge). */
  count(userId: string): Promise<number>;
  /** The catalogue details of each item, in order; null where its place, service or staff does not exist. */
  describe(items: readonly BookingItemRequest[]): Promise<Array<BasketItemDetails | null>>;
  /**
   * In one transaction, serialized per user: hands the user's current items to `plan` and inserts the items
   * it returns in `add`.
   */
  change<T>(
    userId: string,
    plan: (current: BookingItemRequest[]) => { add: BookingItemRequest[]; result: T },
  ): Promise<T>;
  /** False when the user has no item with this id. */
  remove(userId: string, id: string): Promise<boolean>;
  clear(userId: string): Promise<void>;
}

export interface BasketDeps {
  basket: BasketStore;
  availability: AvailabilitySource;
  now: () => Date;
}
