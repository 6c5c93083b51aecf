import { describe, expect, it } from 'vitest';
import { buildOffsetTimeline } from './build-offset-timeline.ts';

const HOUR = 3_600_000;
const YEAR_2026 = [Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)] as const;

describe('buildOffsetTimeline', () => {
  it.each([
    { zone: 'Europe/Sofia', winter: 2, summer: 3 },
    { zone: 'Europe/Athens', winter: 2, summer: 3 },
    { zone: 'Europe/Bucharest', winter: 2, summer: 3 },
    { zone: 'Europe/Berlin', winter: 1, summer: 2 },
    { zone: 'Europe/Madrid', winter: 1, summer: 2 },
    { zone: 'Europe/Rome', winter: 1, summer: 2 },
    { zone: 'Europe/Paris', winter: 1, summer: 2 },
    { zone: 'Europe/Skopje', winter: 1, summer: 2 },
  ])('$zone changes at 01:00 UTC on 29 March and 25 October 2026', ({ zone, winter, summer }) => {
    expect(buildOffsetTimeline(zone, ...YEAR_2026)).toEqual([
      { from: Number.NEGATIVE_INFINITY, offsetMs: winter * HOUR },
      { from: Date.UTC(2026, 2, 29, 1), offsetMs: summer * HOUR },
      { from: Date.UTC(2026, 9, 25, 1), offsetMs: winter * HOUR },
    ]);
  });

  it.each(['Europe/Istanbul', 'Europe/Moscow'])('%s stays at +03:00', (zone) => {
    expect(buildOffsetTimeline(zone, ...YEAR_2026)).toEqual([
      { from: Number.NEGATIVE_INFINITY, offsetMs: 3 * HOUR },
    ]);
  });

  it('lists only the changes inside the span', () => {
    const april = [Date.UTC(2026, 3, 1), Date.UTC(2026, 3, 30)] as const;
    expect(buildOffsetTimeline('Europe/Sofia', ...april)).toEqual([
      { from: Number.NEGATIVE_INFINITY, offsetMs: 3 * HOUR },
    ]);
  });

  it('rejects an unknown zone', () => {
    expect(() => buildOffsetTimeline('Europe/Atlantis', ...YEAR_2026)).toThrow(RangeError);
  });
});
