import { describe, expect, it } from 'vitest';
import { CreatePartnerBusinessInputSchema } from './partner-business.ts';
import { ServicePatchSchema, StaffInputSchema, StaffPatchSchema } from './partner-offer.ts';
import { OpeningExceptionsInputSchema, OpeningHoursInputSchema } from './partner-place.ts';

const place = {
  name: 'Studio Nova',
  addressLine: 'ul. Vitosha 10',
  city: 'Sofia',
  citySlug: 'sofia',
  countryCode: 'BG',
  latitude: 42.69,
  longitude: 23.32,
  timeZone: 'Europe/Sofia',
  currency: 'EUR',
};

describe('partner contracts', () => {
  it('takes a business with its first place and fills the optional fields', () => {
    const parsed = CreatePartnerBusinessInputSchema.parse({ name: 'Nova', locale: 'bg', place });
    expect(parsed).toMatchObject({
      description: '',
      categorySlug: null,
      place: { postalCode: '', email: '' },
    });
  });

  it('refuses unknown zones, positions off the globe, unknown fields and over-long names', () => {
    const refused = [
      { name: 'Nova', locale: 'bg', place: { ...place, timeZone: 'Mars/Olympus' } },
      { name: 'Nova', locale: 'bg', place: { ...place, latitude: 91 } },
      { name: 'Nova', locale: 'bg', place, owner: 'someone' },
      { name: 'N'.repeat(121), locale: 'bg', place },
      { name: 'Nova', locale: 'xx', place },
    ];
    for (const input of refused)
      expect(CreatePartnerBusinessInputSchema.safeParse(input).success).toBe(false);
  });

  it('takes weekly ranges that end after they start, up to midnight, and a bounded number of them', () => {
    expect(
      OpeningHoursInputSchema.safeParse({ weekly: [{ weekday: 1, start: '09:00', end: '24:00' }] }).success,
    ).toBe(true);
    for (const weekly of [
      [{ weekday: 1, start: '18:00', end: '09:00' }],
      [{ weekday: 8, start: '09:00', end: '18:00' }],
      [{ weekday: 1, start: '9:00', end: '18:00' }],
      Array.from({ length: 29 }, () => ({ weekday: 1, start: '09:00', end: '10:00' })),
    ])
      expect(OpeningHoursInputSchema.safeParse({ weekly }).success).toBe(false);
  });

  it('keeps special days inside their range, one per date, with hours when open', () => {
    const days = [{ date: '2026-12-24', closed: false, opens: '09:00', closes: '13:00' }];
    expect(
      OpeningExceptionsInputSchema.safeParse({ from: '2026-12-01', to: '2026-12-31', days }).success,
    ).toBe(true);
    expect(
      OpeningExceptionsInputSchema.safeParse({ from: '2026-12-25', to: '2026-12-31', days }).success,
    ).toBe(false);
    expect(
      OpeningExceptionsInputSchema.safeParse({
        from: '2026-12-01',
        to: '2026-12-31',
        days: [...days, ...days],
      }).success,
    ).toBe(false);
    expect(
      OpeningExceptionsInputSchema.safeParse({
        from: '2026-12-01',
        to: '2026-12-31',
        days: [{ date: '2026-12-24', closed: false }],
      }).success,
    ).toBe(false);
  });

  it('refuses time off that ends before it starts', () => {
    const staff = { placeId: '0b9f3c52-6d2a-4a8e-9a55-1f1f6f0c2b7e', name: 'Maria' };
    const timeOff = [{ startsAt: '2026-12-02T10:00:00Z', endsAt: '2026-12-01T10:00:00Z' }];
    expect(StaffInputSchema.safeParse({ ...staff, timeOff }).success).toBe(false);
    expect(StaffInputSchema.parse(staff)).toMatchObject({ serviceIds: [], workingHours: [], timeOff: [] });
  });

  it('patches a service or a staff member by any field but the place, never with an empty body', () => {
    expect(ServicePatchSchema.safeParse({ durationMinutes: 60 }).data).toEqual({ durationMinutes: 60 });
    expect(ServicePatchSchema.safeParse({}).success).toBe(false);
    expect(ServicePatchSchema.safeParse({ placeId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }).success).toBe(
      false,
    );
    expect(StaffPatchSchema.safeParse({ timeOff: [] }).data).toEqual({ timeOff: [] });
    expect(
      StaffPatchSchema.safeParse({ workingHours: [{ weekday: 1, start: '18:00', end: '09:00' }] }).success,
    ).toBe(false);
  });
});
