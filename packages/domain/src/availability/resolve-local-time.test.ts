import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { buildOffsetTimeline } from './build-offset-timeline.ts';
import { resolveLocalTime } from './resolve-local-time.ts';

const ZONES = [
  'Europe/Sofia',
  'Europe/Athens',
  'Europe/Bucharest',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Paris',
  'Europe/Skopje',
  'Europe/Istanbul',
  'Europe/Moscow',
];

function resolve(zone: string, local: string) {
  const wallMs = Date.parse(`${local}Z`);
  const timeline = buildOffsetTimeline(zone, wallMs - 2 * 86_400_000, wallMs + 2 * 86_400_000);
  const instant = resolveLocalTime(timeline, wallMs);
  return instant === null ? null : new Date(instant).toISOString();
}

describe('resolveLocalTime', () => {
  it.each([
    { zone: 'Europe/Sofia', local: '2026-03-29T02:59', expected: '2026-03-29T00:59:00.000Z' },
    { zone: 'Europe/Sofia', local: '2026-03-29T03:00', expected: null },
    { zone: 'Europe/Sofia', local: '2026-03-29T03:30', expected: null },
    { zone: 'Europe/Sofia', local: '2026-03-29T04:00', expected: '2026-03-29T01:00:00.000Z' },
    { zone: 'Europe/Sofia', local: '2026-10-25T02:59', expected: '2026-10-24T23:59:00.000Z' },
    { zone: 'Europe/Sofia', local: '2026-10-25T03:00', expected: '2026-10-25T00:00:00.000Z' },
    { zone: 'Europe/Sofia', local: '2026-10-25T03:30', expected: '2026-10-25T00:30:00.000Z' },
    { zone: 'Europe/Sofia', local: '2026-10-25T04:00', expected: '2026-10-25T02:00:00.000Z' },
    { zone: 'Europe/Berlin', local: '2026-03-29T02:30', expected: null },
    { zone: 'Europe/Berlin', local: '2026-03-29T03:00', expected: '2026-03-29T01:00:00.000Z' },
    { zone: 'Europe/Berlin', local: '2026-10-25T02:30', expected: '2026-10-25T00:30:00.000Z' },
    { zone: 'Europe/Istanbul', local: '2026-03-29T03:30', expected: '2026-03-29T00:30:00.000Z' },
    { zone: 'Europe/Moscow', local: '2026-10-25T03:30', expected: '2026-10-25T00:30:00.000Z' },
  ])('$local in $zone → $expected', ({ zone, local, expected }) => {
    expect(resolve(zone, local)).toBe(expected);
  });

  it('agrees with Temporal (earlier instant, gap → null) for any wall time of 2026', () => {
    const transitionDays = ['2026-03-29', '2026-10-25'].map((d) => Date.parse(`${d}T00:00Z`));
    const wallMinute = fc.oneof(
      fc.integer({ min: 0, max: 365 * 1440 }).map((m) => Date.UTC(2026, 0, 1) + m * 60_000),
      fc
        .tuple(fc.constantFrom(...transitionDays), fc.integer({ min: 0, max: 1439 }))
        .map(([d, m]) => d + m * 60_000),
    );
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), wallMinute, (zone, wallMs) => {
        const local = Temporal.PlainDateTime.from(new Date(wallMs).toISOString().slice(0, 16));
        const earlier = local.toZonedDateTime(zone, { disambiguation: 'earlier' });
        const expected = earlier.toPlainDateTime().equals(local) ? earlier.epochMilliseconds : null;
        const timeline = buildOffsetTimeline(zone, wallMs - 86_400_000, wallMs + 86_400_000);
        expect(resolveLocalTime(timeline, wallMs)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
