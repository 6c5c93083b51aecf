import type { BusinessDetailDto } from '@kalendo/contracts';
import { localizedPath } from '../../lib/locale-path.ts';
import { aggregateRatingJsonLd } from '../../shared/location/aggregate-rating-json-ld.ts';
import { mediaUrl } from '../../shared/media/media-photo.tsx';

/** schema.org Organization of a business, its places as `department` LocalBusinesses linking to their pages. */
export function businessJsonLd(
  business: BusinessDetailDto,
  page: { url: string; origin: string; locale: string },
) {
  const image = (id: string) => `${page.origin}${mediaUrl(id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': page.url,
    url: page.url,
    name: business.name,
    description: business.description || undefined,
    logo: business.logo ? image(business.logo.id) : undefined,
    department: business.locations.map((location) => {
      const url = `${page.origin}${localizedPath(page.locale, `/location/${location.slug}`)}`;
      return {
        '@type': 'LocalBusiness',
        '@id': url,
        url,
        name: location.name,
        image: location.photo ? image(location.photo.id) : undefined,
        address: {
          '@type': 'PostalAddress',
          streetAddress: location.addressLine,
          addressLocality: location.city,
        },
        aggregateRating: aggregateRatingJsonLd(location.rating),
      };
    }),
  };
}
