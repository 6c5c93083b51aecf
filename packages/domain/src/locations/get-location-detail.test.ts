import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { getLocationDetail } from './get-location-detail.ts';
import type { LocationDetailsSource, LocationRecord, OpeningException } from './location-detail.ts';

const closedOn = (date: string): OpeningException => ({
  date,
  closed: true,
  opens: null,
  closes: null,
  note: '',
});

const record: LocationRecord = {
  id: 'l1',
  slug: 'lotus',
  name: 'Лотос',
  description: '',
  business: {
    slug: 'lotus',
    name: 'Лотос',
    logo: null,
    locale: 'bg',
    descriptions: { bg: 'Салон', de: 'Ein Salon' },
  },
  address: { line: 'ул. Витоша 1', city: 'София', citySlug: 'sofia', postalCode: '1000', countryCode: 'BG' },
  geo: { latitude: 42.69, longitude: 23.32 },
  timeZone: 'Europe/Sofia',
  bookingHorizonDays: 60,
  phone: '',
  email: '',
  rating: { average: 0, count: 0 },
  photos: [],
  openingHours: {
    weekly: [{ weekday: 1, opens: '00:00', closes: '24:00' }],
    exceptions: [
      closedOn('2026-11-22'),
      closedOn('2026-11-30'),
      closedOn('2026-12-06'),
      closedOn('2026-12-07'),
    ],
  },
  serviceGroups: [],
  staff: [],
  classes: { count: 0, upcoming: [] },
  membershipPlans: { count: 0, plans: [] },
};

function source(found: LocationRecord | null): LocationDetailsSource & { windows: unknown[] } {
  const windows: unknown[] = [];
  return {
    windows,
    async findBySlug(_slug, window) {
      windows.push({ from: window.from, to: window.to });
      return found;
    },
  };
}

describe('getLocationDetail', () => {
  it("adds today and open-now in the location's zone and keeps exceptions of the next 14 local days", async () => {
    const locations = source(record);
    // Sunday 23:30 UTC is Monday 01:30 in Sofia: open (Monday all day).
    const now = () => new Date('2026-11-22T23:30:00Z');
    const detail = await getLocationDetail({ locations, now }, 'lotus', 'bg');
    expect(detail.today).toEqual({ date: '2026-11-23', weekday: 1 });
    expect(detail.openNow).toBe(true);
    expect(detail.bookableUntil).toBe('2027-01-22');
    expect(detail).not.toHaveProperty('bookingHorizonDays');
    expect(detail.openingHours.exceptions.map((e) => e.date)).toEqual(['2026-11-30', '2026-12-06']);
    expect(locations.windows).toEqual([{ from: '2026-11-21', to: '2026-12-06' }]);
  });

  it("describes the place in the reader's language, else in its own text or the business's", async () => {
    const now = () => new Date('2026-11-22T23:30:00Z');
    const read = (found: LocationRecord, reader: string) =>
      getLocationDetail({ locations: source(found), now }, 'lotus', reader);
    const own = { ...record, description: 'Салон до метрото' };
    expect(await read(own, 'de')).toMatchObject({ description: 'Ein Salon', descriptionLocale: 'de' });
    expect(await read(own, 'en')).toMatchObject({ description: 'Салон до метрото', descriptionLocale: 'bg' });
    expect(await read(record, 'bg')).toMatchObject({ description: 'Салон', descriptionLocale: 'bg' });
    expect((await read(record, 'bg')).business).toEqual({ slug: 'lotus', name: 'Лотос', logo: null });
  });

  it('fails with NOT_FOUND for an unknown slug', async () => {
    const failure = getLocationDetail({ locations: source(null), now: () => new Date() }, 'nope', 'bg');
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
