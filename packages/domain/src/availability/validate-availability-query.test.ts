import { describe, expect, it } from 'vitest';
import type { AvailabilityQuery } from './availability-query.ts';
import { validateAvailabilityQuery } from './validate-availability-query.ts';

const valid: AvailabilityQuery = {
  timeZone: 'Europe/Skopje',
  range: { from: '2026-06-01', to: '2026-07-01' },
  now: '2026-06-01T06:00:00Z',
  policy: { leadTimeMinutes: 0, horizonDays: 1, slotStepMinutes: 5 },
  service: { durationMinutes: 1, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
  staff: [],
  staffId: 'any',
  exceptions: [],
};

describe('validateAvailabilityQuery', () => {
  it('accepts a valid query', () => {
    expect(() => validateAvailabilityQuery(valid)).not.toThrow();
  });

  it.each([
    { field: 'timeZone', query: { ...valid, timeZone: 'Mars/Olympus' } },
    { field: 'timeZone', query: { ...valid, timeZone: '' } },
    {
      field: 'policy.leadTimeMinutes',
      query: { ...valid, policy: { ...valid.policy, leadTimeMinutes: -1 } },
    },
    { field: 'policy.horizonDays', query: { ...valid, policy: { ...valid.policy, horizonDays: 0 } } },
    {
      field: 'policy.slotStepMinutes',
      query: { ...valid, policy: { ...valid.policy, slotStepMinutes: 7.5 } },
    },
    {
      field: 'service.durationMinutes',
      query: { ...valid, service: { ...valid.service, durationMinutes: 0 } },
    },
    {
      field: 'service.bufferAfterMinutes',
      query: { ...valid, service: { ...valid.service, bufferAfterMinutes: Number.NaN } },
    },
    { field: 'range', query: { ...valid, range: { from: '2026-06-02', to: '2026-06-01' } } },
    { field: 'range.from', query: { ...valid, range: { from: '2026-06-31', to: '2026-07-01' } } },
  ])('rejects a bad $field', ({ field, query }) => {
    expect(() => validateAvailabilityQuery(query)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', details: expect.objectContaining({ field }) }),
    );
  });
});
