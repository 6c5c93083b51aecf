import { describe, expect, it } from 'vitest';
import { getServiceCatalogue, groupServiceCatalogue, type ServiceTypeRecord } from './service-catalogue.ts';

const nails = { slug: 'nails', names: { en: 'Nails', bg: 'Нокти' } };
const hair = { slug: 'hair', names: { en: 'Hair' } };

const records: ServiceTypeRecord[] = [
  { category: nails, slug: 'pedicure', names: { en: 'Pedicure', bg: 'Педикюр' }, placeCount: 2 },
  { category: nails, slug: 'gel-manicure', names: { en: 'Gel manicure', bg: 'Гел лак' }, placeCount: 5 },
  { category: hair, slug: 'haircut', names: {}, placeCount: 0 },
];

describe('groupServiceCatalogue', () => {
  it('keeps the category order, names in the language and sorts service types by that name', () => {
    expect(groupServiceCatalogue(records, { locale: 'bg', fallbackLocale: 'en' })).toEqual([
      {
        slug: 'nails',
        name: 'Нокти',
        services: [
          { slug: 'gel-manicure', name: 'Гел лак', placeCount: 5 },
          { slug: 'pedicure', name: 'Педикюр', placeCount: 2 },
        ],
      },
      { slug: 'hair', name: 'Hair', services: [{ slug: 'haircut', name: 'haircut', placeCount: 0 }] },
    ]);
  });

  it('is empty for an empty catalogue', async () => {
    const catalogue = { listServiceTypes: async () => [] };
    expect(await getServiceCatalogue({ catalogue }, { locale: 'en', fallbackLocale: 'en' })).toEqual([]);
  });
});
