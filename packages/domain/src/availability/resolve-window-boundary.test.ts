import { describe, expect, it } from 'vitest';
import { buildOffsetTimeline } from './build-offset-timeline.ts';
import { resolveWindowBoundary } from './resolve-window-boundary.ts';

function boundary(zone: string, local: string) {
  const wallMs = Date.parse(`${local}Z`);
  const timeline = buildOffsetTimeline(zone, wallMs - 2 * 86_400_000, wallMs + 2 * 86_400_000);
  return new Date(resolveWindowBoundary(timeline, wallMs)).toISOString();
}

describe('resolveWindowBoundary', () => {
  it.each([
    { zone: 'Europe/Sofia', local: '2026-03-29T03:00', expected: '2026-03-29T01:00:00.000Z' },
    { zone: 'Europe/Sofia', local: '2026-03-29T03:30', expected: '2026-03-29T01:00:00.000Z' },
    { zone: 'Europe/Sofia', local: '2026-03-29T04:00', expected: '2026-03-29T01:00:00.000Z' },
    { zone: 'Europe/Sofia', local: '2026-03-29T02:00', expected: '2026-03-29T00:00:00.000Z' },
    { zone: 'Europe/Sofia', local: '2026-10-25T03:30', expected: '2026-10-25T00:30:00.000Z' },
    { zone: 'Europe/Berlin', local: '2026-03-29T02:15', expected: '2026-03-29T01:00:00.000Z' },
    { zone: 'Europe/Berlin', local: '2026-07-01T09:00', expected: '2026-07-01T07:00:00.000Z' },
    { zone: 'Europe/Moscow', local: '2026-03-29T03:30', expected: '2026-03-29T00:30:00.000Z' },
  ])('$local in $zone → $expected', ({ zone, local, expected }) => {
    expect(boundary(zone, local)).toBe(expected);
  });

  it.each([
    { name: 'spring forward', day: '2026-03-29', hours: 5 },
    { name: 'fall back', day: '2026-10-25', hours: 7 },
    { name: 'an ordinary day', day: '2026-06-10', hours: 6 },
  ])('a 00:00–06:00 window in Sofia lasts $hours h on $name', ({ day, hours }) => {
    const length =
      Date.parse(boundary('Europe/Sofia', `${day}T06:00`)) -
      Date.parse(boundary('Europe/Sofia', `${day}T00:00`));
    expect(length).toBe(hours * 3_600_000);
  });
});
