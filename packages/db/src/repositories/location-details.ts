import type { IsoWeekday, LocationDetailsSource, LocationRecord } from '@kalendo/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, locationExceptions, locationOpeningHours, locations } from '../schema/index.ts';
import { loadBusinessDescriptions } from './business-descriptions.ts';
import { loadGalleryPhotos, loadMediaRefs, loadServiceGroups, loadStaff } from './location-offers.ts';
import { loadClassTeaser, loadMembershipTeaser } from './location-teasers.ts';
import { isPublicPlace } from './published-business.ts';

/** PostgreSQL prints `time` as `HH:MM:SS`; the page shows `HH:MM`. */
const wallTime = (value: string) => value.slice(0, 5);

/** Loads everything the location page shows, in a handful of indexed queries run side by side. */
export function createLocationDetails(db: Db): LocationDetailsSource {
  return {
    async findBySlug(slug, window): Promise<LocationRecord | null> {
      const [row] = await db
        .select({
          location: locations,
          business: {
            slug: businesses.slug,
            name: businesses.name,
            logoId: businesses.logoMediaId,
            locale: businesses.locale,
          },
        })
        .from(locations)
        .innerJoin(businesses, eq(businesses.id, locations.businessId))
        .where(and(eq(locations.slug, slug), isPublicPlace));
      if (!row) return null;
      const { location, business } = row;
      const [
        descriptions,
        logos,
        photos,
        weekly,
        exceptions,
        serviceGroups,
        staff,
        classes,
        membershipPlans,
      ] = await Promise.all([
        loadBusinessDescriptions(db, location.businessId),
        loadMediaRefs(db, business.logoId ? [business.logoId] : []),
        loadGalleryPhotos(db, location.id),
        db
          .select()
          .from(locationOpeningHours)
          .where(eq(locationOpeningHours.locationId, location.id))
          .orderBy(asc(locationOpeningHours.weekday), asc(locationOpeningHours.opensAt)),
        db
          .select()
          .from(locationExceptions)
          .where(
            and(
              eq(locationExceptions.locationId, location.id),
              gte(locationExceptions.date, window.from),
              lte(locationExceptions.date, window.to),
            ),
          )
          .orderBy(asc(locationExceptions.date)),
        loadServiceGroups(db, location.id),
        loadStaff(db, location.id),
        loadClassTeaser(db, location.id, window.now),
        loadMembershipTeaser(db, location.businessId),
      ]);
      return {
        id: location.id,
        slug: location.slug,
        name: location.name,
        description: location.description,
        business: {
          slug: business.slug,
          name: business.name,
          logo: (business.logoId && logos.get(business.logoId)) || null,
          locale: business.locale,
          descriptions,
        },
        address: {
          line: location.addressLine,
          city: location.city,
          citySlug: location.citySlug,
          postalCode: location.postalCode,
          countryCode: location.countryCode,
        },
        geo: { latitude: location.latitude, longitude: location.longitude },
        timeZone: location.timeZone,
        bookingHorizonDays: location.horizonDays,
        phone: location.phone,
        email: location.email,
        rating: { average: Number(location.ratingAverage), count: location.ratingCount },
        photos,
        openingHours: {
          weekly: weekly.map((range) => ({
            weekday: range.weekday as IsoWeekday,
            opens: wallTime(range.opensAt),
            closes: wallTime(range.closesAt),
          })),
          exceptions: exceptions.map((exception) => ({
            date: exception.date,
            closed: exception.closed,
            opens: exception.opensAt ? wallTime(exception.opensAt) : null,
            closes: exception.closesAt ? wallTime(exception.closesAt) : null,
            note: exception.note,
          })),
        },
        serviceGroups,
        staff,
        classes,
        membershipPlans,
      };
    },
  };
}
