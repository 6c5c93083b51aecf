import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { type BusinessRecord, getBusinessDetail } from './get-business-detail.ts';

const lotus: BusinessRecord = {
  slug: 'lotus',
  name: 'Лотос',
  locale: 'bg',
  descriptions: { bg: 'Салони за красота', en: 'Beauty salons' },
  logo: null,
  themeColor: '#8e24aa',
  appName: null,
  appIcon: null,
  category: { slug: 'hair', names: { en: 'Hair', bg: 'Коса' } },
  locations: [],
};

const businesses = { findBySlug: async (slug: string) => (slug === 'lotus' ? lotus : null) };

describe('getBusinessDetail', () => {
  it('names the category and describes the business in the request language', async () => {
    const detail = await getBusinessDetail(
      { businesses },
      { slug: 'lotus', locale: 'bg', fallbackLocale: 'en' },
    );
    const { locale: _, descriptions: __, ...shown } = lotus;
    expect(detail).toEqual({
      ...shown,
      description: 'Салони за красота',
      descriptionLocale: 'bg',
      category: { slug: 'hair', name: 'Коса' },
    });
  });

  it("falls back to the business's own language when the reader's has no text", async () => {
    const detail = await getBusinessDetail(
      { businesses },
      { slug: 'lotus', locale: 'de', fallbackLocale: 'en' },
    );
    expect(detail).toMatchObject({ description: 'Салони за красота', descriptionLocale: 'bg' });
  });

  it('is NOT_FOUND for an unknown slug', async () => {
    const query = { slug: 'nobody', locale: 'en', fallbackLocale: 'en' };
    await expect(getBusinessDetail({ businesses }, query)).rejects.toThrowError(DomainError);
    await expect(getBusinessDetail({ businesses }, query)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
