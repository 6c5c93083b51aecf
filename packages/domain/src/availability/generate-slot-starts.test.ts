import { describe, expect, it } from 'vitest';
import { buildOffsetTimeline } from './build-offset-timeline.ts';
import { generateSlotStarts } from './generate-slot-starts.ts';
import { listLocalDays } from './list-local-days.ts';

function starts(zone: string, date: string, windows: [number, number][], step: number) {
  const midnight = Date.parse(`${date}T00:00Z`);
  const [day] = listLocalDays(midnight, midnight);
  const timeline = buildOffsetTimeline(zone, midnight - 86_400_000, midnight + 2 * 86_400_000);
  if (day === undefined) throw new Error('no day');
  const ranges = windows.map(([start, end]) => ({ start: start * 60, end: end * 60 }));
  return generateSlotStarts(day, ranges, step, timeline).map(
    (slot) =>
      `${new Date(slot.wall).toISOString().slice(11, 16)}=${new Date(slot.start).toISOString().slice(11, 16)}Z`,
  );
}

describe('generateSlotStarts', () => {
  it.each([
    {
      name: 'a grid from each window start, ending before the window end',
      zone: 'Europe/Madrid',
      date: '2026-06-10',
      windows: [
        [9, 10.5],
        [13.25, 14],
      ] as [number, number][],
      step: 30,
      expected: ['09:00=07:00Z', '09:30=07:30Z', '10:00=08:00Z', '13:15=11:15Z', '13:45=11:45Z'],
    },
    {
      name: 'Paris spring forward: 02:00–02:59 skipped',
      zone: 'Europe/Paris',
      date: '2026-03-29',
      windows: [[1, 4]] as [number, number][],
      step: 30,
      expected: ['01:00=00:00Z', '01:30=00:30Z', '03:00=01:00Z', '03:30=01:30Z'],
    },
    {
      name: 'Rome fall back: 02:00–02:59 once, at +02:00',
      zone: 'Europe/Rome',
      date: '2026-10-25',
      windows: [[1, 4]] as [number, number][],
      step: 30,
      expected: [
        '01:00=23:00Z',
        '01:30=23:30Z',
        '02:00=00:00Z',
        '02:30=00:30Z',
        '03:00=02:00Z',
        '03:30=02:30Z',
      ],
    },
    {
      name: 'Athens spring forward: 03:00–03:59 skipped',
      zone: 'Europe/Athens',
      date: '2026-03-29',
      windows: [[2.5, 4.5]] as [number, number][],
      step: 20,
      expected: ['02:30=00:30Z', '02:50=00:50Z', '04:10=01:10Z'],
    },
  ])('$name', ({ zone, date, windows, step, expected }) => {
    expect(starts(zone, date, windows, step)).toEqual(expected);
  });
});
