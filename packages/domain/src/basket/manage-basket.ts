import { type BookingItemRequest, checkBookingItem } from '../booking/check-booking-item.ts';
import { DomainError } from '../errors/domain-error.ts';
import {
  type Basket,
  buildBasket,
  describeBasketItem,
  itemsOfBusiness,
  MAX_BASKET_ITEMS,
  planBasketAdditions,
} from './basket.ts';
import type { BasketDeps, BasketEntry } from './basket-ports.ts';

/**
 * Re-checks every item (of `business` only, when named: a business's widget) against live availability and
 * builds the basket view.
 */
async function viewBasket(
  deps: BasketDeps,
  entries: readonly BasketEntry[],
  business?: string,
): Promise<Basket> {
  const details = await deps.basket.describe(entries);
  const items = await Promise.all(
    itemsOfBusiness(entries, details, business).map(async ({ item: entry, details: detail }, index) => {
      const check = detail?.bookable
        ? await checkBookingItem(deps, entry, index)
        : ({ status: 'gone' } as const);
      return describeBasketItem(entry.id, entry, detail, check);
    }),
  );
  return buildBasket(items);
}

/** The user's basket (only `business`'s items when named), re-checked now. */
export async function showBasket(deps: BasketDeps, userId: string, business?: string): Promise<Basket> {
  return viewBasket(deps, await deps.basket.list(userId), business);
}

/**
 * A guest's basket (kept by the browser; only `business`'s items when named), re-checked now; item ids are
 * `guest-<index in the request>`.
 */
export async function checkGuestBasket(
  deps: BasketDeps,
  items: readonly BookingItemRequest[],
  business?: string,
): Promise<Basket> {
  return viewBasket(
    deps,
    items.map((item, index) => ({ ...item, id: `guest-${index}` })),
    business,
  );
}

/**
 * Adds an item that exists and is free now. The same item again changes nothing (`added: false`); an item
 * beyond the limit is refused with `BASKET_FULL`.
 */
export async function addToBasket(
  deps: BasketDeps,
  userId: string,
  item: BookingItemRequest,
): Promise<{ added: boolean; basket: Basket }> {
  const [details] = await deps.basket.describe([item]);
  if (!details?.bookable) throw new DomainError('NOT_FOUND', 'no such service, place or staff member');
  const check = await checkBookingItem(deps, item);
  if (check.status === 'gone') throw new DomainError('NOT_FOUND', 'no such service at this place');
  if (check.status === 'unavailable')
    throw new DomainError('SLOT_UNAVAILABLE', 'this time is not free', { alternatives: check.alternatives });
  const outcome = await deps.basket.change(userId, (current) => {
    const plan = planBasketAdditions(current, [item]);
    return { add: plan.add, result: plan };
  });
  if (outcome.notMerged > 0)
    throw new DomainError('BASKET_FULL', `a basket holds at most ${MAX_BASKET_ITEMS} items`, {
      limit: MAX_BASKET_ITEMS,
    });
  return { added: outcome.add.length > 0, basket: await showBasket(deps, userId) };
}

/**
 * Sign-in: adds a guest's items that exist and are not in the basket yet (unavailable ones too, so the user
 * sees them marked), up to the limit; `notMerged` counts the ones that did not fit.
 */
export async function mergeIntoBasket(
  deps: BasketDeps,
  userId: string,
  items: readonly BookingItemRequest[],
): Promise<Basket> {
  const details = await deps.basket.describe(items);
  const known = items.filter((_, index) => details[index]?.bookable);
  const notMerged = await deps.basket.change(userId, (current) => {
    const plan = planBasketAdditions(current, known);
    return { add: plan.add, result: plan.notMerged };
  });
  return { ...(await showBasket(deps, userId)), notMerged };
}

export async function removeFromBasket(deps: BasketDeps, userId: string, id: string): Promise<Basket> {
  if (!(await deps.basket.remove(userId, id))) throw new DomainError('NOT_FOUND', 'no such basket item');
  return showBasket(deps, userId);
}

export async function clearBasket(deps: BasketDeps, userId: string): Promise<Basket> {
  await deps.basket.clear(userId);
  return buildBasket([]);
}
