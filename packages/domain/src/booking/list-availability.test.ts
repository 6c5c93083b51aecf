import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { type AvailabilityContext, type AvailabilitySource, listAvailability } from './list-availability.ts';

const context: AvailabilityContext = {
  timeZone: 'Europe/Sofia',
  policy: { leadTimeMinutes: 0, horizonDays: 30, slotStepMinutes: 30 },
  service: { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
  staff: [
    {
      id: 'maria',
      weeklyHours: [{ weekday: 1, start: '09:00', end: '11:00' }],
      breaks: [],
      timeOff: [],
      busy: [{ start: '2026-11-23T07:00:00Z', end: '2026-11-23T08:00:00Z' }],
    },
  ],
  exceptions: [],
};

const source = (value: AvailabilityContext | null): AvailabilitySource => ({ load: async () => value });
const now = () => new Date('2026-11-22T12:00:00Z');
const request = {
  locationSlug: 'lotus',
  serviceId: 's',
  staffId: 'any',
  from: '2026-11-23',
  to: '2026-11-23',
};

describe('listAvailability', () => {
  it('lists the free starts in the location zone, leaving out booked time', async () => {
    const result = await listAvailability({ availability: source(context), now }, request);
    expect(result.timeZone).toBe('Europe/Sofia');
    // 09:00–11:00 Sofia (UTC+2), 60-min service, 09:00–10:00 booked: only 10:00 fits.
    expect(result.slots.map((slot) => slot.localStart)).toEqual(['2026-11-23T10:00']);
  });

  it('refuses more than 31 days or a reversed range', async () => {
    const deps = { availability: source(context), now };
    await expect(listAvailability(deps, { ...request, to: '2026-12-24' })).rejects.toBeInstanceOf(
      DomainError,
    );
    await expect(listAvailability(deps, { ...request, to: '2026-11-22' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('answers NOT_FOUND for an unknown location or service', async () => {
    await expect(listAvailability({ availability: source(null), now }, request)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
