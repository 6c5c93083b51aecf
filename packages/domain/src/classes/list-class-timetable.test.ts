import { describe, expect, it } from 'vitest';
import { decodeStartCursor } from '../paging/start-cursor.ts';
import type { ClassSessionDetail, ClassTimetableQuery } from './class-ports.ts';
import { listClassTimetable } from './list-class-timetable.ts';

const now = new Date('2026-11-26T10:00:00Z');

function session(n: number): ClassSessionDetail {
  const startsAt = new Date(now.getTime() + n * 3_600_000);
  return {
    id: `0b9f3c52-6d2a-4a8e-9a55-${String(n).padStart(12, '0')}`,
    classId: 'c',
    name: `Class ${n}`,
    description: '',
    level: 'all',
    whatToBring: '',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    capacity: 10,
    bookedCount: 0,
    waitlistCapacity: 0,
    waitlisted: 0,
    priceMinor: 1000,
    currency: 'EUR',
    instructor: null,
    place: {
      id: 'p',
      slug: 'p',
      name: 'P',
      city: 'Sofia',
      citySlug: 'sofia',
      timeZone: 'Europe/Sofia',
      cancellationWindowMinutes: 60,
    },
  };
}

describe('the class timetable', () => {
  const rows = Array.from({ length: 5 }, (_, i) => session(i + 1));
  const seen: ClassTimetableQuery[] = [];
  const timetable = {
    list: async (query: ClassTimetableQuery) => {
      seen.push(query);
      return rows.filter((row) => !query.after || row.startsAt > query.after.startsAt).slice(0, query.limit);
    },
  };
  const deps = { timetable, now: () => now };

  it('pages soonest first with a cursor after the last session shown', async () => {
    const first = await listClassTimetable(deps, { limit: 2, citySlug: 'sofia' });
    expect(first.items.map((item) => item.name)).toEqual(['Class 1', 'Class 2']);
    expect(decodeStartCursor(first.nextCursor ?? '').id).toBe(rows[1]?.id);
    expect(seen.at(-1)).toMatchObject({ citySlug: 'sofia', limit: 3, now });
    const last = await listClassTimetable(deps, { limit: 4, cursor: first.nextCursor ?? '' });
    expect(last.items.map((item) => item.name)).toEqual(['Class 3', 'Class 4', 'Class 5']);
    expect(last.nextCursor).toBeNull();
  });

  it('bounds the page and refuses a date that is not a timetable day or a cursor it did not make', async () => {
    await listClassTimetable(deps, { limit: 5_000 });
    expect(seen.at(-1)?.limit).toBe(51);
    await expect(listClassTimetable(deps, { date: '2026-13-45' })).rejects.toThrow(/date/);
    await expect(listClassTimetable(deps, { date: '2027-02-30' })).rejects.toThrow(/date/);
    await expect(listClassTimetable(deps, { date: '2030-01-01' })).rejects.toThrow(/date/);
    await expect(listClassTimetable(deps, { cursor: 'nope' })).rejects.toThrow(/cursor/);
    await expect(listClassTimetable(deps, { date: '2026-11-30' })).resolves.toBeDefined();
  });
});
