import { describe, expect, it } from 'vitest';
import { checkBookingItem } from './check-booking-item.ts';
import type { AvailabilityContext, AvailabilitySource } from './list-availability.ts';

// Sofia is UTC+2 in November; Maria works Monday 09:00–13:00, busy 10:00–11:00 local.
const context: AvailabilityContext = {
  timeZone: 'Europe/Sofia',
  policy: { leadTimeMinutes: 0, horizonDays: 30, slotStepMinutes: 30 },
  service: { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
  staff: [
    {
      id: 'maria',
      weeklyHours: [{ weekday: 1, start: '09:00', end: '13:00' }],
      breaks: [],
      timeOff: [],
      busy: [{ start: '2026-11-23T08:00:00Z', end: '2026-11-23T09:00:00Z' }],
    },
  ],
  exceptions: [],
};

const deps = (value: AvailabilityContext | null) => ({
  availability: { load: async () => value } satisfies AvailabilitySource,
  now: () => new Date('2026-11-22T12:00:00Z'),
});
const item = (start: string) => ({ locationSlug: 'lotus', serviceId: 's', staffId: 'maria', start });

describe('checkBookingItem', () => {
  it('finds a free start however its offset is written, with what was loaded for it', async () => {
    const check = await checkBookingItem(deps(context), item('2026-11-23T09:00:00+02:00'));
    expect(check).toMatchObject({ status: 'available', slot: { start: '2026-11-23T07:00:00Z' }, context });
  });

  it('offers the three nearest free starts, either side, in time order, for a taken one', async () => {
    // Free: 09:00, 11:00, 11:30, 12:00 local; 10:00 is taken.
    expect(await checkBookingItem(deps(context), item('2026-11-23T08:00:00Z'))).toEqual({
      status: 'unavailable',
      alternatives: ['2026-11-23T07:00:00Z', '2026-11-23T09:00:00Z', '2026-11-23T09:30:00Z'],
    });
  });

  it('answers starts long past or years ahead as unavailable without looking them up', async () => {
    const unreachable = { status: 'unavailable', alternatives: [] };
    expect(await checkBookingItem(deps(null), item('0001-01-01T00:00:00Z'))).toEqual(unreachable);
    expect(await checkBookingItem(deps(null), item('9999-12-31T23:59:00Z'))).toEqual(unreachable);
  });

  it('says gone when the place or service does not exist', async () => {
    expect(await checkBookingItem(deps(null), item('2026-11-23T07:00:00Z'))).toEqual({ status: 'gone' });
  });

  it('refuses a start that is not an instant, naming the item', async () => {
    await expect(checkBookingItem(deps(context), item('tomorrow'), 4)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: { item: 4 },
    });
  });
});
