import type { BasketItemDetails } from '../basket/basket.ts';
import type { BasketEntry, BasketStore } from '../basket/basket-ports.ts';
import type { BookingItemRequest } from '../booking/check-booking-item.ts';
import type { InMemoryOffer } from './in-memory-availability.ts';
import type { InMemorySessions } from './in-memory-class-sessions.ts';

/**
 * `BasketStore` in memory: baskets per user, item details from the offers (null for an unknown place,
 * service or staff member), and `change` applied whole, as the database's per-user transaction does.
 */
export function createInMemoryBasketStore(
  offers: readonly InMemoryOffer[],
  options: { withdrawn?: ReadonlySet<string>; sessions?: InMemorySessions } = {},
): BasketStore {
  const baskets = new Map<string, BasketEntry[]>();
  let sequence = 0;
  const basketOf = (userId: string) => baskets.get(userId) ?? [];
  const details = (item: BookingItemRequest): BasketItemDetails | null => {
    const offer = offers.find(
      (candidate) => candidate.locationSlug === item.locationSlug && candidate.serviceId === item.serviceId,
    );
    if (!offer) return null;
    const { place, service, staffNames } = offer.context.offer;
    const staffName = item.staffId === 'any' ? null : staffNames[item.staffId];
    if (staffName === undefined) return null;
    return {
      locationSlug: place.slug,
      locationName: place.name,
      // One business per place here.
      businessSlug: place.slug,
      businessName: place.name,
      serviceName: service.name,
      staffName,
      timeZone: offer.context.timeZone,
      durationMinutes: offer.context.service.durationMinutes,
      priceMinor: service.priceMinor,
      currency: service.currency,
      bookable: !options.withdrawn?.has(item.serviceId),
    };
  };
  return {
    async list(userId) {
      return [...basketOf(userId)];
    },
    async count(userId) {
      return basketOf(userId).length;
    },
    async describe(items) {
      return items.map(details);
    },
    async describeSessions(ids, userId) {
      return options.sessions?.describe(ids, userId) ?? ids.map(() => null);
    },
    async change(userId, plan) {
      const { add, result } = plan(basketOf(userId).map(({ id: _id, ...item }) => item));
      baskets.set(userId, [
        ...basketOf(userId),
        ...add.map((item): BasketEntry => ({ ...item, id: `item-${++sequence}` })),
      ]);
      return result;
    },
    async remove(userId, id) {
      const before = basketOf(userId);
      baskets.set(
        userId,
        before.filter((entry) => entry.id !== id),
      );
      return basketOf(userId).length < before.length;
    },
    async clear(userId) {
      baskets.delete(userId);
    },
  };
}
