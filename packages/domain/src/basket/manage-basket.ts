import { checkBookingItem } from '../booking/check-booking-item.ts';
import { DomainError } from '../errors/domain-error.ts';
import {
  type Basket,
  buildBasket,
  describeBasketItem,
  itemsOfBusiness,
  MAX_BASKET_ITEMS,
  planBasketAdditions,
  wallClock,
} from './basket.ts';
import { type BasketEntryDetails, describeBasketEntries } from './basket-details.ts';
import { type BasketItemRequest, isClassItem } from './basket-item-request.ts';
import type { BasketDeps, BasketEntry } from './basket-ports.ts';
import { classItemStatus, describeClassItem } from './class-item.ts';

/** One item's view: a service re-checked against live availability, a class against its session. */
async function viewEntry(deps: BasketDeps, entry: BasketEntry, described: BasketEntryDetails, index: number) {
  if (isClassItem(entry)) {
    const details = described.kind === 'class' ? described.details : null;
    return describeClassItem(entry.id, entry, details, deps.now(), wallClock);
  }
  const details = described.kind === 'service' ? described.details : null;
  const check = details?.bookable
    ? await checkBookingItem(deps, entry, index)
    : ({ status: 'gone' } as const);
  return describeBasketItem(entry.id, entry, details, check);
}

/**
 * Re-checks every item (of `business` only, when named: a business's widget) and builds the basket view;
 * `userId` (null: a guest) is whose places in the sessions count as already held.
 */
async function viewBasket(
  deps: BasketDeps,
  entries: readonly BasketEntry[],
  userId: string | null,
  business?: string,
): Promise<Basket> {
  const described = await describeBasketEntries(deps.basket, entries, userId);
  const pairs = entries.map((entry, index) => ({ entry, described: described[index] as BasketEntryDetails }));
  const items = await Promise.all(
    itemsOfBusiness(
      pairs,
      described.map((one) => one.details),
      business,
    ).map(({ item: { entry, described: one } }, index) => viewEntry(deps, entry, one, index)),
  );
  return buildBasket(items);
}

/** The user's basket (only `business`'s items when named), re-checked now. */
export async function showBasket(deps: BasketDeps, userId: string, business?: string): Promise<Basket> {
  return viewBasket(deps, await deps.basket.list(userId), userId, business);
}

/**
 * A guest's basket (kept by the browser; only `business`'s items when named), re-checked now; item ids are
 * `guest-<index in the request>`.
 */
export async function checkGuestBasket(
  deps: BasketDeps,
  items: readonly BasketItemRequest[],
  business?: string,
): Promise<Basket> {
  return viewBasket(
    deps,
    items.map((item, index) => ({ ...item, id: `guest-${index}` })),
    null,
    business,
  );
}

/** Refuses an item that cannot be booked now (the reason the user sees). */
async function checkAddable(deps: BasketDeps, userId: string, item: BasketItemRequest): Promise<void> {
  if (isClassItem(item)) {
    const [details] = await deps.basket.describeSessions([item.sessionId], userId);
    if (classItemStatus(details ?? null, deps.now()) === 'available') return;
    if (!details || details.cancelled) throw new DomainError('NOT_FOUND', 'no such class session');
    if (details.held) throw new DomainError('CLASS_ALREADY_BOOKED', 'the user already holds a place in it');
    if (details.startsAt.getTime() <= deps.now().getTime())
      throw new DomainError('CLASS_STARTED', 'the session has begun');
    throw new DomainError('CLASS_FULL', 'no spot is free in this session');
  }
  const [details] = await deps.basket.describe([item]);
  if (!details?.bookable) throw new DomainError('NOT_FOUND', 'no such service, place or staff member');
  const check = await checkBookingItem(deps, item);
  if (check.status === 'gone') throw new DomainError('NOT_FOUND', 'no such service at this place');
  if (check.status === 'unavailable')
    throw new DomainError('SLOT_UNAVAILABLE', 'this time is not free', { alternatives: check.alternatives });
}

/**
 * Adds an item that exists and is free now (a class session with a spot free, in which the user holds no
 * place yet). The same item again changes nothing (`added: false`); an item beyond the limit is refused with
 * `BASKET_FULL`.
 */
export async function addToBasket(
  deps: BasketDeps,
  userId: string,
  item: BasketItemRequest,
): Promise<{ added: boolean; basket: Basket }> {
  await checkAddable(deps, userId, item);
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
  items: readonly BasketItemRequest[],
): Promise<Basket> {
  const described = await describeBasketEntries(deps.basket, items, userId);
  const known = items.filter((_, index) => {
    const one = described[index];
    return one?.kind === 'class' ? one.details !== null && !one.details.cancelled : one?.details?.bookable;
  });
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
