import type { BusinessDetailDto } from '@kalendo/contracts';
import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../shared/media/media-photo.tsx';
import { businessJsonLd } from './business-json-ld.ts';

const place = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'lotus-center',
  name: 'Лотос Център',
  businessName: 'Лотос',
  city: 'София',
  citySlug: 'sofia',
  addressLine: 'ул. Витоша 1',
  timeZone: 'Europe/Sofia',
  rating: { average: 4.9, count: 10 },
  priceFrom: null,
  photo: { id: '00000000-0000-4000-8000-000000000002', width: 1200, height: 800, alt: 'Салон' },
  businessLogo: null,
};

const lotus: BusinessDetailDto = {
  slug: 'lotus',
  name: 'Лотос',
  description: '',
  descriptionLocale: 'bg',
  logo: { id: '00000000-0000-4000-8000-000000000003', width: 256, height: 256, alt: '' },
  themeColor: null,
  appName: null,
  appIcon: null,
  category: null,
  locations: [place, { ...place, slug: 'lotus-plovdiv', rating: { average: 0, count: 0 }, photo: null }],
};

const page = {
  url: 'https://kalendo.example/bg/business/lotus',
  origin: 'https://kalendo.example',
  locale: 'bg',
};

describe('businessJsonLd', () => {
  it('is an Organization with its logo and its places as departments linking to their pages', () => {
    const data = businessJsonLd(lotus, page);
    expect(data).toMatchObject({
      '@type': 'Organization',
      '@id': page.url,
      name: 'Лотос',
      logo: `https://kalendo.example${mediaUrl('00000000-0000-4000-8000-000000000003')}`,
    });
    expect(data.description).toBeUndefined();
    expect(data.department[0]).toMatchObject({
      '@type': 'LocalBusiness',
      url: 'https://kalendo.example/bg/location/lotus-center',
      address: { streetAddress: 'ул. Витоша 1', addressLocality: 'София' },
      aggregateRating: { ratingValue: 4.9, reviewCount: 10 },
    });
    expect(data.department[1]?.aggregateRating).toBeUndefined();
    expect(data.department[1]?.image).toBeUndefined();
  });
});
