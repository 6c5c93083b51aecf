import type { BookingItemRequest } from '../booking/check-booking-item.ts';
import type { BasketItemDetails } from './basket.ts';
import { type BasketItemRequest, isClassItem } from './basket-item-request.ts';
import type { BasketStore } from './basket-ports.ts';
import type { BasketClassDetails } from './class-item.ts';

/** What the catalogue says of one basket item: a service's details or a session's (null: it is gone). */
export type BasketEntryDetails =
  | { kind: 'service'; details: BasketItemDetails | null }
  | { kind: 'class'; details: BasketClassDetails | null };

/**
 * The details of each item, in order: services from the catalogue, sessions from the timetable (whether
 * `userId` already holds a place in them: null for a guest). One look-up per kind.
 */
export async function describeBasketEntries(
  store: Pick<BasketStore, 'describe' | 'describeSessions'>,
  items: readonly BasketItemRequest[],
  userId: string | null,
): Promise<BasketEntryDetails[]> {
  const services = items.filter((item): item is BookingItemRequest => !isClassItem(item));
  const sessionIds = items.flatMap((item) => (isClassItem(item) ? [item.sessionId] : []));
  const [serviceDetails, sessionDetails] = await Promise.all([
    services.length ? store.describe(services) : [],
    sessionIds.length ? store.describeSessions(sessionIds, userId) : [],
  ]);
  let service = 0;
  let session = 0;
  return items.map((item) =>
    isClassItem(item)
      ? { kind: 'class', details: sessionDetails[session++] ?? null }
      : { kind: 'service', details: serviceDetails[service++] ?? null },
  );
}
