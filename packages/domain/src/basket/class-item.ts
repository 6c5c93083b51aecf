import { formatUtcDateTime } from '../availability/format-utc-date-time.ts';
import type { BasketItem, BasketItemStatus } from './basket.ts';
import type { ClassItemRequest } from './basket-item-request.ts';

/** What a class item shows about its session, read from the timetable (for one user). */
export interface BasketClassDetails {
  sessionId: string;
  classId: string;
  className: string;
  /** The teacher; null when none is named. */
  instructorName: string | null;
  locationSlug: string;
  locationName: string;
  businessSlug: string;
  businessName: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  priceMinor: number;
  currency: string;
  spotsLeft: number;
  /** The place cancelled the session. */
  cancelled: boolean;
  /** The user already holds a spot or a waitlist place in it. */
  held: boolean;
}

/**
 * A class item is available while its session has not begun, has a spot free and the user holds no place
 * in it yet; gone when the session no longer exists or was cancelled.
 */
export function classItemStatus(details: BasketClassDetails | null, now: Date): BasketItemStatus {
  if (!details || details.cancelled) return 'gone';
  if (details.startsAt.getTime() <= now.getTime() || details.spotsLeft <= 0 || details.held)
    return 'unavailable';
  return 'available';
}

/**
 * The view of a class item: the class's name where a service's goes, its teacher where the staff member's
 * goes (no staff choice: `'any'`). Unknown details leave names empty and the price at 0.
 */
export function describeClassItem(
  id: string,
  request: ClassItemRequest,
  details: BasketClassDetails | null,
  now: Date,
  wallClock: (instant: number, timeZone: string) => string,
): BasketItem {
  const start = details?.startsAt.getTime() ?? 0;
  const end = details?.endsAt.getTime() ?? start;
  const timeZone = details?.timeZone ?? 'UTC';
  return {
    id,
    kind: 'class',
    sessionId: request.sessionId,
    classId: details?.classId ?? null,
    locationSlug: details?.locationSlug ?? '',
    locationName: details?.locationName ?? '',
    businessSlug: details?.businessSlug ?? '',
    businessName: details?.businessName ?? '',
    serviceId: '',
    serviceName: details?.className ?? '',
    staffId: 'any',
    staffName: details?.instructorName ?? null,
    start: `${formatUtcDateTime(start)}Z`,
    end: `${formatUtcDateTime(end)}Z`,
    localStart: wallClock(start, timeZone),
    timeZone,
    durationMinutes: Math.round((end - start) / 60_000),
    priceMinor: details?.priceMinor ?? 0,
    currency: details?.currency ?? '',
    status: classItemStatus(details, now),
    alternatives: [],
  };
}
