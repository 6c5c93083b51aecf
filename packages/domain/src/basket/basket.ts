import type { InstantString } from '../availability/availability-query.ts';
import { formatUtcDateTime } from '../availability/format-utc-date-time.ts';
import type { BookingItemCheck, BookingItemRequest } from '../booking/check-booking-item.ts';
import { localNow } from '../locations/local-now.ts';
import { type Money, totalsByCurrency } from '../money/money.ts';
import { type BasketItemRequest, isClassItem } from './basket-item-request.ts';

/** A basket holds at most this many items (signed in or guest). */
export const MAX_BASKET_ITEMS = 10;

/** What a basket item shows about its place, service and staff member, read from the catalogue. */
export interface BasketItemDetails {
  locationSlug: string;
  locationName: string;
  /** The business of the place: a business's widget shows and books only its own items. */
  businessSlug: string;
  businessName: string;
  serviceName: string;
  /** Null for "any available". */
  staffName: string | null;
  timeZone: string;
  durationMinutes: number;
  priceMinor: number;
  currency: string;
  /** False when the service was withdrawn (it still has a name, but cannot be booked). */
  bookable: boolean;
}

export type BasketItemStatus = 'available' | 'unavailable' | 'gone';

/** One basket item as the user sees it, re-checked against live availability. */
export interface BasketItem {
  id: string;
  /** A service at a start, or a spot in a class session (its name in `serviceName`, its teacher in `staffName`). */
  kind: 'service' | 'class';
  /** The class session of a class item; null for a service. */
  sessionId: string | null;
  /** The class of a class item (what a membership's plan names); null for a service. */
  classId: string | null;
  locationSlug: string;
  locationName: string;
  businessSlug: string;
  businessName: string;
  serviceId: string;
  serviceName: string;
  staffId: string;
  staffName: string | null;
  /** UTC instants, `YYYY-MM-DDTHH:MM:SSZ` like the availability slots. */
  start: InstantString;
  end: InstantString;
  /** Wall clock at the place, `YYYY-MM-DDTHH:mm`. */
  localStart: string;
  timeZone: string;
  durationMinutes: number;
  priceMinor: number;
  currency: string;
  status: BasketItemStatus;
  /** The nearest free starts (same staff choice) when the item is unavailable; empty otherwise. */
  alternatives: InstantString[];
}

export interface Basket {
  items: BasketItem[];
  count: number;
  /** One total per currency over the items that are not gone, sorted by currency. */
  totals: Money[];
  /** After a merge: how many of the guest's items did not fit. */
  notMerged?: number;
}

/**
 * Two items are the same when they name the same service, staff choice and instant (however written), or
 * the same class session.
 */
export function basketItemKey(item: BasketItemRequest): string {
  if (isClassItem(item)) return `class|${item.sessionId}`;
  return `${item.serviceId}|${item.staffId}|${Date.parse(item.start)}`;
}

/**
 * Which of `incoming` to add to a basket holding `current`: items already there (or repeated) are skipped,
 * and nothing beyond `limit` items in total is added; those are counted in `notMerged`.
 */
export function planBasketAdditions<T extends BasketItemRequest>(
  current: readonly BasketItemRequest[],
  incoming: readonly T[],
  limit = MAX_BASKET_ITEMS,
): { add: T[]; duplicates: number; notMerged: number } {
  const keys = new Set(current.map(basketItemKey));
  const add: T[] = [];
  let duplicates = 0;
  let notMerged = 0;
  for (const item of incoming) {
    const key = basketItemKey(item);
    if (keys.has(key)) duplicates++;
    else if (keys.size >= limit) notMerged++;
    else {
      keys.add(key);
      add.push(item);
    }
  }
  return { add, duplicates, notMerged };
}

/**
 * The items of one business (a business's widget: its basket shows and books only them, the others stay in
 * the basket), each with its catalogue details; every item when no business is named. An item whose place
 * or service no longer exists belongs to no business.
 */
export function itemsOfBusiness<T, Details extends { businessSlug: string }>(
  items: readonly T[],
  details: ReadonlyArray<Details | null>,
  business: string | undefined,
): Array<{ item: T; details: Details | null }> {
  return items
    .map((item, index) => ({ item, details: details[index] ?? null }))
    .filter((entry) => business === undefined || entry.details?.businessSlug === business);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock at `timeZone`, `YYYY-MM-DDTHH:mm`. */
export function wallClock(instant: number, timeZone: string): string {
  const { date, minutes } = localNow(new Date(instant), timeZone);
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The view of one item from its request, its catalogue details (null: the place, service or staff member
 * no longer exists) and the availability check. Unknown details leave names empty and the price at 0.
 */
export function describeBasketItem(
  id: string,
  request: BookingItemRequest,
  details: BasketItemDetails | null,
  check: BookingItemCheck,
): BasketItem {
  const start = Date.parse(request.start);
  const timeZone = details?.timeZone ?? 'UTC';
  const durationMinutes = details?.durationMinutes ?? 0;
  const status = details?.bookable ? check.status : 'gone';
  return {
    id,
    kind: 'service',
    sessionId: null,
    classId: null,
    locationSlug: details?.locationSlug ?? request.locationSlug,
    locationName: details?.locationName ?? '',
    businessSlug: details?.businessSlug ?? '',
    businessName: details?.businessName ?? '',
    serviceId: request.serviceId,
    serviceName: details?.serviceName ?? '',
    staffId: request.staffId,
    staffName: details?.staffName ?? null,
    start: `${formatUtcDateTime(start)}Z`,
    end: `${formatUtcDateTime(start + durationMinutes * 60_000)}Z`,
    localStart: wallClock(start, timeZone),
    timeZone,
    durationMinutes,
    priceMinor: details?.priceMinor ?? 0,
    currency: details?.currency ?? '',
    status,
    alternatives: status === 'unavailable' && check.status === 'unavailable' ? check.alternatives : [],
  };
}

/** Items ordered by start (equal starts keep their order), with totals per currency. */
export function buildBasket(items: readonly BasketItem[]): Basket {
  const ordered = [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const totals = totalsByCurrency(
    ordered
      .filter((item) => item.status !== 'gone')
      .map((item) => ({ amountMinor: item.priceMinor, currency: item.currency })),
  ).sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
  return { items: ordered, count: ordered.length, totals };
}
