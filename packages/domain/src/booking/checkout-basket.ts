import { itemsOfBusiness } from '../basket/basket.ts';
import { describeBasketEntries } from '../basket/basket-details.ts';
import { type ClassItemRequest, isClassItem } from '../basket/basket-item-request.ts';
import type { BasketEntry, BasketStore } from '../basket/basket-ports.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { BookingResult } from './booking-ports.ts';
import type { BookingItemRequest } from './check-booking-item.ts';
import { type CreateBookingDeps, createBooking } from './create-booking.ts';

/**
 * The fingerprint of every basket checkout: the request is "book my basket", whatever it holds, so a retry
 * with the same key answers the first result even after the booked items left the basket.
 */
export const BASKET_CHECKOUT_REQUEST = 'basket-checkout';

export interface CheckoutBasketDeps extends CreateBookingDeps {
  basket: Pick<BasketStore, 'list' | 'describe' | 'describeSessions'>;
}

/** The basket's entries to book: all of them, or only `business`'s (a business's widget, ADR 030). */
async function entriesToBook(
  basket: CheckoutBasketDeps['basket'],
  userId: string,
  business: string | undefined,
): Promise<BasketEntry[]> {
  const entries = await basket.list(userId);
  if (business === undefined || entries.length === 0) return entries;
  const described = await describeBasketEntries(basket, entries, userId);
  return itemsOfBusiness(
    entries,
    described.map((one) => one.details),
    business,
  ).map(({ item }) => item);
}

/** A refusal names the basket item (`details.itemId`): a service by its position, a class by its own. */
function namingItem(error: unknown, services: BasketEntry[], classes: BasketEntry[]): unknown {
  if (!(error instanceof DomainError)) return error;
  const service = error.details?.item;
  const spot = error.details?.classItem;
  const entry =
    typeof service === 'number' ? services[service] : typeof spot === 'number' ? classes[spot] : undefined;
  return entry ? new DomainError(error.code, error.message, { ...error.details, itemId: entry.id }) : error;
}

/**
 * Checkout of the basket the server keeps (DESIGN.md §2): its items are read here, never sent by the client,
 * and each is checked against availability once, inside `createBooking`; its class sessions get a spot each
 * in the same transaction. A refusal names the basket item
 * (`details.itemId`) besides its position. With `business` (a business's widget) only that business's items
 * are booked; the others stay in the basket.
 */
export async function checkoutBasket(
  deps: CheckoutBasketDeps,
  input: {
    userId: string;
    idempotencyKey: string;
    business?: string | undefined;
    membershipId?: string | undefined;
  },
): Promise<{ replayed: boolean; result: BookingResult }> {
  const entries = await entriesToBook(deps.basket, input.userId, input.business);
  // "Book my basket" and "book this business's part of it" are different requests for one key, and so
  // are paying with a membership and paying at the venue.
  const scope =
    input.business === undefined ? BASKET_CHECKOUT_REQUEST : `${BASKET_CHECKOUT_REQUEST}:${input.business}`;
  const requestHash = input.membershipId ? `${scope} ${input.membershipId}` : scope;
  if (entries.length === 0) {
    // A repeat of a checkout that emptied the basket answers the first result.
    const previous = await deps.bookings.findByKey(input.userId, input.idempotencyKey);
    if (previous?.requestHash === requestHash) return { replayed: true, result: previous.result };
    if (previous)
      throw new DomainError('IDEMPOTENCY_MISMATCH', 'idempotency key reused with another request');
    throw new DomainError('BASKET_EMPTY', 'the basket holds nothing to book');
  }
  const services = entries.filter((entry) => !isClassItem(entry));
  const classes = entries.filter((entry) => isClassItem(entry));
  try {
    return await createBooking(deps, {
      userId: input.userId,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      membershipId: input.membershipId,
      items: services.map((entry) => {
        const { locationSlug, serviceId, staffId, start } = entry as BookingItemRequest;
        return { locationSlug, serviceId, staffId, start };
      }),
      classSpots: classes.map((entry) => ({ sessionId: (entry as ClassItemRequest).sessionId })),
    });
  } catch (error) {
    throw namingItem(error, services, classes);
  }
}
