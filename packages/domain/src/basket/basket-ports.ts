import type { BookingItemRequest } from '../booking/check-booking-item.ts';
import type { AvailabilitySource } from '../booking/list-availability.ts';
import type { BasketItemDetails } from './basket.ts';
import type { BasketItemRequest } from './basket-item-request.ts';
import type { BasketClassDetails } from './class-item.ts';

/** A stored basket row: its id and the item it holds (a service at a start, or a class session). */
export type BasketEntry = BasketItemRequest & { id: string };

/** Port: signed-in users' baskets in the database. */
export interface BasketStore {
  /** The user's items, oldest first. */
  list(userId: string): Promise<BasketEntry[]>;
  /** How many items the user's basket holds (no availability check: the bottom-bar badge). */
  count(userId: string): Promise<number>;
  /** The catalogue details of each item, in order; null where its place, service or staff does not exist. */
  describe(items: readonly BookingItemRequest[]): Promise<Array<BasketItemDetails | null>>;
  /**
   * Each session's details, in order (null where no such session exists); `held` says whether `userId`
   * (null: a guest) already holds a spot or a waitlist place in it.
   */
  describeSessions(
    sessionIds: readonly string[],
    userId: string | null,
  ): Promise<Array<BasketClassDetails | null>>;
  /**
   * In one transaction, serialized per user: hands the user's current items to `plan` and inserts the items
   * it returns in `add`.
   */
  change<T>(
    userId: string,
    plan: (current: BasketItemRequest[]) => { add: BasketItemRequest[]; result: T },
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
