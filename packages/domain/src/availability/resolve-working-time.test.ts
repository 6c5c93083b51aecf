import { describe, expect, it } from 'vitest';
import { buildOffsetTimeline } from './build-offset-timeline.ts';
import { listLocalDays } from './list-local-days.ts';
import { resolveWorkingTime } from './resolve-working-time.ts';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe('resolveWorkingTime', () => {
  const days = listLocalDays(Date.UTC(2026, 2, 28), Date.UTC(2026, 2, 29));
  const timeline = buildOffsetTimeline('Europe/Sofia', Date.UTC(2026, 2, 26), Date.UTC(2026, 3, 1));

  it('turns free minutes into instants; a night shift joins across midnight and the change', () => {
    const free = [
      { windows: [], free: [{ start: 20 * 60, end: 24 * 60 }] },
      {
        windows: [],
        free: [
          { start: 0, end: 6 * 60 },
          { start: 9 * 60, end: 10 * 60 },
        ],
      },
    ];
    expect(resolveWorkingTime(days, free, timeline).map((r) => `${iso(r.start)}/${iso(r.end)}`)).toEqual([
      '2026-03-28T18:00/2026-03-29T03:00',
      '2026-03-29T06:00/2026-03-29T07:00',
    ]);
  });

  it('a range starting in the skipped hour starts when the clock jumps (03:30 → 04:00 +03:00)', () => {
    const free = [
      { windows: [], free: [] },
      { windows: [], free: [{ start: 3.5 * 60, end: 5 * 60 }] },
    ];
    expect(resolveWorkingTime(days, free, timeline).map((r) => `${iso(r.start)}/${iso(r.end)}`)).toEqual([
      '2026-03-29T01:00/2026-03-29T02:00',
    ]);
  });

  it('a range inside the skipped hour is empty', () => {
    const free = [
      { windows: [], free: [] },
      { windows: [], free: [{ start: 3 * 60, end: 3.5 * 60 }] },
    ];
    expect(resolveWorkingTime(days, free, timeline)).toEqual([]);
  });
});
