import { describe, expect, it } from 'vitest';
import { boundedInstant, boundedLocalDate, isBoundedLocalDate } from './bounded-dates.ts';

describe('bounded dates', () => {
  it.each(['2026-11-25', '2000-01-01', '2100-12-31', '2028-02-29'])('takes the real date %s', (date) => {
    expect(isBoundedLocalDate(date)).toBe(true);
    expect(boundedLocalDate.safeParse(date).success).toBe(true);
  });

  it.each([
    '1999-12-31',
    '2101-01-01',
    '9999-12-31',
    '0001-01-01',
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
  ])('refuses %s', (date) => {
    expect(isBoundedLocalDate(date)).toBe(false);
    expect(boundedLocalDate.safeParse(date).success).toBe(false);
  });

  it('takes instants with an offset inside the years and refuses the others', () => {
    expect(boundedInstant.safeParse('2026-11-23T08:00:00+02:00').success).toBe(true);
    expect(boundedInstant.safeParse('9999-01-01T00:00:00Z').success).toBe(false);
    expect(boundedInstant.safeParse('0001-01-01T00:00:00Z').success).toBe(false);
    expect(boundedInstant.safeParse('2026-11-23T08:00:00').success).toBe(false);
  });
});
