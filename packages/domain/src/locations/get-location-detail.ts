import { chooseDescription, placeDescriptions } from '../businesses/choose-description.ts';
import { DomainError } from '../errors/domain-error.ts';
import { isOpenAt } from './is-open-at.ts';
import { addLocalDays, localNow } from './local-now.ts';
import type { LocationDetail, LocationDetailsSource } from './location-detail.ts';

/** How many days of holidays and special hours the page lists, today included. */
export const UPCOMING_EXCEPTION_DAYS = 14;

/**
 * The location page by slug, with "open now" and today's date in the location's own time zone, and its
 * description in the reader's language where the business wrote one (ADR 054).
 */
export async function getLocationDetail(
  deps: { locations: LocationDetailsSource; now: () => Date },
  slug: string,
  readerLocale: string,
): Promise<LocationDetail> {
  const now = deps.now();
  // The zone is only known once the record is loaded: ask for a day more on each side, then trim.
  const utcToday = now.toISOString().slice(0, 10);
  const record = await deps.locations.findBySlug(slug, {
    from: addLocalDays(utcToday, -1),
    to: addLocalDays(utcToday, UPCOMING_EXCEPTION_DAYS),
    now,
  });
  if (!record) throw new DomainError('NOT_FOUND', 'no such location', { slug });
  const local = localNow(now, record.timeZone);
  const last = addLocalDays(local.date, UPCOMING_EXCEPTION_DAYS - 1);
  const exceptions = record.openingHours.exceptions.filter(
    (exception) => exception.date >= local.date && exception.date <= last,
  );
  const openingHours = { weekly: record.openingHours.weekly, exceptions };
  const { bookingHorizonDays, business, ...rest } = record;
  const { locale, descriptions, ...shownBusiness } = business;
  const description = chooseDescription(
    placeDescriptions(descriptions, locale, record.description),
    readerLocale,
    locale,
  );
  return {
    ...rest,
    business: shownBusiness,
    description: description.text,
    descriptionLocale: description.locale,
    openingHours,
    today: { date: local.date, weekday: local.weekday },
    bookableUntil: addLocalDays(local.date, bookingHorizonDays),
    openNow: isOpenAt(openingHours, local),
  };
}
