import type { LocationDetailDto } from '@kalendo/contracts';
import { aggregateRatingJsonLd } from '../../shared/location/aggregate-rating-json-ld.ts';
import { mediaUrl } from '../../shared/media/media-photo.tsx';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org LocalBusiness of a place: address, geo, weekly opening hours, rating and photos. */
export function locationJsonLd(location: LocationDetailDto, pageUrl: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': pageUrl,
    url: pageUrl,
    name: location.name,
    description: location.description || undefined,
    telephone: location.phone || undefined,
    email: location.email || undefined,
    image: location.photos.map((photo) => `${origin}${mediaUrl(photo.id, 1170)}`),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address.line,
      addressLocality: location.address.city,
      postalCode: location.address.postalCode || undefined,
      addressCountry: location.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.geo.latitude, longitude: location.geo.longitude },
    openingHoursSpecification: location.openingHours.weekly.map((range) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[range.weekday - 1]}`,
      opens: range.opens,
      closes: range.closes === '24:00' ? '23:59' : range.closes,
    })),
    aggregateRating: aggregateRatingJsonLd(location.rating),
  };
}
