import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type {
  AvailabilityQuery,
  LocationException,
  StaffSchedule,
  WeeklyRange,
} from './availability-query.ts';
import type { AvailableSlot } from './available-slot.ts';
import { computeAvailableSlots } from './compute-available-slots.ts';

/*
 * Properties over random schedules in the zones we serve, around both DST changes of 2026. Everything the
 * checks need is recomputed here from the wall clock with Temporal and minute bitmaps, not with the
 * production helpers, so a shared mistake can't hide.
 */

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
const FIRST_DATES = ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25', '2026-06-10', '2026-01-15'];
const NOTATION_OFFSETS = [0, 180, -330, 840, 120];
const MINUTE = 60_000;
const RUNS = { numRuns: 200 };

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The same instant written with another UTC offset: the output must not care. */
function isoWithOffset(ms: number, offsetMinutes: number): string {
  if (offsetMinutes === 0) return new Date(ms).toISOString();
  const abs = Math.abs(offsetMinutes);
  const local = new Date(ms + offsetMinutes * MINUTE).toISOString().slice(0, 19);
  return `${local}${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const weeklyRange = (maxLength: number) =>
  fc
    .record({
      weekday: fc.integer({ min: 1, max: 7 }),
      start: fc.integer({ min: 0, max: 1435 }),
      length: fc.integer({ min: 5, max: maxLength }),
    })
    .map(({ weekday, start, length }) => ({
      weekday: weekday as WeeklyRange['weekday'],
      start: hhmm(start),
      end: hhmm(Math.min(1440, start + length)),
    }));

const instantRanges = (base: number, maxLength: number, count: number) =>
  fc.array(
    fc
      .record({
        start: fc.integer({ min: -2 * 1440, max: 5 * 1440 }),
        length: fc.integer({ min: 5, max: maxLength }),
        notation: fc.constantFrom(...NOTATION_OFFSETS),
      })
      .map(({ start, length, notation }) => ({
        start: isoWithOffset(base + start * MINUTE, notation),
        end: isoWithOffset(base + (start + length) * MINUTE, notation),
      })),
    { maxLength: count },
  );

const staffSchedule = (base: number) =>
  fc.record({
    weeklyHours: fc.array(weeklyRange(720), { minLength: 4, maxLength: 14 }),
    breaks: fc.array(weeklyRange(120), { maxLength: 4 }),
    timeOff: instantRanges(base, 600, 1),
    busy: instantRanges(base, 180, 5),
  });

const exception = (firstDate: Temporal.PlainDate) =>
  fc
    .record({
      day: fc.integer({ min: -1, max: 3 }),
      closed: fc.boolean(),
      opens: fc.integer({ min: 0, max: 1200 }),
      length: fc.integer({ min: 30, max: 600 }),
    })
    .map(({ day, closed, opens, length }): LocationException => {
      const date = firstDate.add({ days: day }).toString();
      if (closed) return { date, closed };
      return { date, closed, opens: hhmm(opens), closes: hhmm(Math.min(1440, opens + length)) };
    });

const queryArbitrary: fc.Arbitrary<AvailabilityQuery> = fc
  .record({ zone: fc.constantFrom(...ZONES), first: fc.constantFrom(...FIRST_DATES) })
  .chain(({ zone, first }) => {
    const firstDate = Temporal.PlainDate.from(first);
    const base = Date.parse(`${first}T00:00:00Z`);
    return fc.record({
      timeZone: fc.constant(zone),
      range: fc
        .integer({ min: 0, max: 2 })
        .map((days) => ({ from: first, to: firstDate.add({ days }).toString() })),
      now: fc
        .integer({ min: -2 * 1440 * 60, max: 1440 * 60 })
        .map((seconds) => new Date(base + seconds * 1000).toISOString()),
      policy: fc.record({
        leadTimeMinutes: fc.integer({ min: 0, max: 360 }),
        horizonDays: fc.integer({ min: 1, max: 7 }),
        slotStepMinutes: fc.constantFrom(10, 15, 20, 30, 45, 60),
      }),
      service: fc.record({
        durationMinutes: fc.integer({ min: 5, max: 180 }),
        bufferBeforeMinutes: fc.integer({ min: 0, max: 30 }),
        bufferAfterMinutes: fc.integer({ min: 0, max: 30 }),
      }),
      staff: fc
        .array(staffSchedule(base), { minLength: 1, maxLength: 3 })
        .map((list) => list.map((schedule, i): StaffSchedule => ({ id: `s${i}`, ...schedule }))),
      staffId: fc.constant('any'),
      exceptions: fc.uniqueArray(exception(firstDate), { maxLength: 2, selector: (e) => e.date }),
      openingHours: fc.option(fc.array(weeklyRange(1440), { minLength: 4, maxLength: 14 }), {
        nil: undefined,
        freq: 1,
      }),
    });
  });

// ---- the reference model, from the wall clock ----

function bitsOf(ranges: readonly { start: string; end: string }[]): boolean[] {
  const bits = new Array<boolean>(1440).fill(false);
  for (const range of ranges)
    for (let m = toMinutes(range.start); m < toMinutes(range.end); m++) bits[m] = true;
  return bits;
}

function locationBits(query: AvailabilityQuery, date: Temporal.PlainDate): boolean[] {
  const special = query.exceptions.find((e) => e.date === date.toString());
  if (special !== undefined)
    return special.closed ? bitsOf([]) : bitsOf([{ start: special.opens, end: special.closes }]);
  if (query.openingHours === undefined) return new Array<boolean>(1440).fill(true);
  return bitsOf(query.openingHours.filter((range) => range.weekday === date.dayOfWeek));
}

/** Minute bitmaps of one date: `work` = weekly hours ∩ location hours; `free` = work − breaks. */
function dayBits(query: AvailabilityQuery, staff: StaffSchedule, date: Temporal.PlainDate) {
  const open = locationBits(query, date);
  const hours = bitsOf(staff.weeklyHours.filter((range) => range.weekday === date.dayOfWeek));
  const breaks = bitsOf(staff.breaks.filter((range) => range.weekday === date.dayOfWeek));
  const work = hours.map((bit, m) => bit && (open[m] ?? false));
  return { work, free: work.map((bit, m) => bit && !breaks[m]) };
}

function runsOf(bits: boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  bits.forEach((bit, m) => {
    const last = runs.at(-1);
    if (bit && last !== undefined && last[1] === m) last[1] = m + 1;
    else if (bit) runs.push([m, m + 1]);
  });
  return runs;
}

/** The instant the wall clock first shows date + minutes (earlier of two; a skipped time: when it is jumped). */
function boundaryInstant(zone: string, date: Temporal.PlainDate, minutes: number): number {
  const wall = date.toPlainDateTime().add({ minutes });
  const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
  if (earlier.toPlainDateTime().equals(wall)) return earlier.epochMilliseconds;
  // In a gap, 'earlier' lies strictly before the jump, so the next transition is the jump. ('later' can land
  // exactly on it, e.g. 03:00 in a 03:00→04:00 gap, and 'previous' is strictly before: the wrong transition.)
  const transition = earlier.getTimeZoneTransition('next');
  if (transition === null) throw new Error('a skipped wall time without a transition');
  return transition.epochMilliseconds;
}

/** ADR 005 for slot starts: the earlier instant, or null for a wall time that doesn't exist. */
function startInstant(zone: string, wall: Temporal.PlainDateTime): number | null {
  const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
  return earlier.toPlainDateTime().equals(wall) ? earlier.epochMilliseconds : null;
}

function datesAround(query: AvailabilityQuery, margin: number): Temporal.PlainDate[] {
  const dates: Temporal.PlainDate[] = [];
  const last = Temporal.PlainDate.from(query.range.to).add({ days: margin });
  for (
    let d = Temporal.PlainDate.from(query.range.from).subtract({ days: margin });
    Temporal.PlainDate.compare(d, last) <= 0;
    d = d.add({ days: 1 })
  ) {
    dates.push(d);
  }
  return dates;
}

/** Working time minus breaks of one staff member as instant ranges, touching ones joined. */
function workingInstants(query: AvailabilityQuery, staff: StaffSchedule): [number, number][] {
  const ranges = datesAround(query, 2).flatMap((date) =>
    runsOf(dayBits(query, staff, date).free).map(([a, b]): [number, number] => [
      boundaryInstant(query.timeZone, date, a),
      boundaryInstant(query.timeZone, date, b),
    ]),
  );
  const joined: [number, number][] = [];
  for (const [a, b] of ranges.filter(([a, b]) => a < b).sort((x, y) => x[0] - y[0])) {
    const last = joined.at(-1);
    if (last !== undefined && a <= last[1]) last[1] = Math.max(last[1], b);
    else joined.push([a, b]);
  }
  return joined;
}

function bookingWindow(query: AvailabilityQuery) {
  const now = Temporal.Instant.from(query.now);
  return {
    earliest: now.epochMilliseconds + query.policy.leadTimeMinutes * MINUTE,
    latest: now.toZonedDateTimeISO(query.timeZone).add({ days: query.policy.horizonDays }).epochMilliseconds,
  };
}

function busyRange(query: AvailabilityQuery, start: number): [number, number] {
  const { durationMinutes, bufferBeforeMinutes, bufferAfterMinutes } = query.service;
  return [start - bufferBeforeMinutes * MINUTE, start + (durationMinutes + bufferAfterMinutes) * MINUTE];
}

function blockedRanges(staff: StaffSchedule): [number, number][] {
  return [...staff.timeOff, ...staff.busy].map((r) => [
    Temporal.Instant.from(r.start).epochMilliseconds,
    Temporal.Instant.from(r.end).epochMilliseconds,
  ]);
}

/** Every start the rules allow for one staff member, by brute force over the wall-clock grid. */
function modelStarts(query: AvailabilityQuery, staff: StaffSchedule): number[] {
  const { earliest, latest } = bookingWindow(query);
  const working = workingInstants(query, staff);
  const blocked = blockedRanges(staff);
  const starts: number[] = [];
  for (const date of datesAround(query, 0)) {
    for (const [a, b] of runsOf(dayBits(query, staff, date).work)) {
      for (let m = a; m < b; m += query.policy.slotStepMinutes) {
        const start = startInstant(query.timeZone, date.toPlainDateTime().add({ minutes: m }));
        if (start === null || start < earliest || start > latest) continue;
        const [from, to] = busyRange(query, start);
        const inside = working.some(([wa, wb]) => wa <= from && to <= wb);
        if (inside && !blocked.some(([ba, bb]) => from < bb && ba < to)) starts.push(start);
      }
    }
  }
  return starts;
}

const startsOf = (slots: AvailableSlot[]) => slots.map((slot) => Date.parse(slot.start));
const staffById = (query: AvailabilityQuery, id: string) =>
  query.staff.find((s) => s.id === id) as StaffSchedule;

describe('computeAvailableSlots (properties)', () => {
  it('(1) no slot’s busy range overlaps a busy range or time off of its staff', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        for (const slot of computeAvailableSlots(query)) {
          const [from, to] = busyRange(query, Date.parse(slot.start));
          for (const id of slot.staffIds) {
            for (const [a, b] of blockedRanges(staffById(query, id))) expect(from < b && a < to).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  it('(2) every slot’s busy range lies inside its staff’s working windows minus breaks', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const working = new Map(query.staff.map((s) => [s.id, workingInstants(query, s)]));
        for (const slot of computeAvailableSlots(query)) {
          const [from, to] = busyRange(query, Date.parse(slot.start));
          for (const id of slot.staffIds) {
            expect(working.get(id)?.some(([a, b]) => a <= from && to <= b)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it("(3) 'any' is the union over the staff: same starts, staffIds = who offers that start", () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const union = new Map<string, string[]>();
        for (const { id } of query.staff) {
          const own = computeAvailableSlots({ ...query, staffId: id });
          for (const slot of own) {
            expect(slot.staffIds).toEqual([id]);
            union.set(slot.start, [...(union.get(slot.start) ?? []), id]);
          }
        }
        const expected = [...union].sort(([a], [b]) => Date.parse(a) - Date.parse(b));
        expect(computeAvailableSlots(query).map((slot) => [slot.start, slot.staffIds])).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('(4) no slot starts before now + lead time or after now + horizon', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const { earliest, latest } = bookingWindow(query);
        for (const start of startsOf(computeAvailableSlots(query))) {
          expect(start).toBeGreaterThanOrEqual(earliest);
          expect(start).toBeLessThanOrEqual(latest);
        }
      }),
      RUNS,
    );
  });

  it('(5) the output depends only on the inputs: process time zone, instant notation and repeated calls', () => {
    fc.assert(
      fc.property(queryArbitrary, fc.constantFrom(...NOTATION_OFFSETS), (query, notation) => {
        const snapshot = structuredClone(query);
        const reference = computeAvailableSlots(query);
        expect(query).toEqual(snapshot);
        expect(computeAvailableSlots(query)).toEqual(reference);
        const renote = (r: { start: string; end: string }) => ({
          start: isoWithOffset(Date.parse(r.start), notation),
          end: isoWithOffset(Date.parse(r.end), notation),
        });
        const renoted = query.staff.map((s) => ({
          ...s,
          busy: s.busy.map(renote),
          timeOff: s.timeOff.map(renote),
        }));
        expect(
          computeAvailableSlots({
            ...query,
            staff: renoted,
            now: isoWithOffset(Date.parse(query.now), notation),
          }),
        ).toEqual(reference);
        const processZone = process.env.TZ;
        try {
          for (const zone of ['Pacific/Kiritimati', 'America/St_Johns', 'Asia/Kathmandu', 'Europe/Sofia']) {
            process.env.TZ = zone;
            expect(computeAvailableSlots(query)).toEqual(reference);
          }
        } finally {
          process.env.TZ = processZone;
        }
      }),
      { numRuns: 50 },
    );
  });

  it('(5b) moving now by whole steps changes only the lead-time and horizon cut', () => {
    fc.assert(
      fc.property(queryArbitrary, fc.integer({ min: -40, max: 40 }), (query, steps) => {
        const later = {
          ...query,
          now: new Date(Date.parse(query.now) + steps * query.policy.slotStepMinutes * MINUTE).toISOString(),
        };
        const a = bookingWindow(query);
        const b = bookingWindow(later);
        const within = (slots: AvailableSlot[]) =>
          slots.filter((slot) => {
            const start = Date.parse(slot.start);
            return start >= Math.max(a.earliest, b.earliest) && start <= Math.min(a.latest, b.latest);
          });
        expect(within(computeAvailableSlots(later))).toEqual(within(computeAvailableSlots(query)));
      }),
      RUNS,
    );
  });

  it('(6) slots are sorted, unique, on real wall-clock times (earlier of two), with a matching label and offset', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const slots = computeAvailableSlots(query);
        const starts = startsOf(slots);
        for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThan(starts[i - 1] ?? 0);
        for (const slot of slots) {
          const zoned = Temporal.Instant.from(slot.start).toZonedDateTimeISO(query.timeZone);
          expect(zoned.toPlainDateTime().toString().slice(0, 16)).toBe(slot.localStart);
          expect(zoned.offset).toBe(slot.offset);
          expect(startInstant(query.timeZone, Temporal.PlainDateTime.from(slot.localStart))).toBe(
            Date.parse(slot.start),
          );
          expect(new Set(slot.staffIds).size).toBe(slot.staffIds.length);
        }
      }),
      RUNS,
    );
  });

  it('(7) nothing is missing: the slots equal a brute-force model over the wall-clock grid', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const expected = new Map<number, string[]>();
        for (const staff of query.staff) {
          for (const start of modelStarts(query, staff))
            expected.set(start, [...(expected.get(start) ?? []), staff.id]);
        }
        const actual = computeAvailableSlots(query).map((slot) => [Date.parse(slot.start), slot.staffIds]);
        expect(actual).toEqual([...expected].sort(([a], [b]) => a - b));
      }),
      RUNS,
    );
  });

  it('the generated schedules are not trivial: most have slots, some cross a DST change', () => {
    const samples = fc.sample(queryArbitrary, { numRuns: 200, seed: 42 });
    const withSlots = samples.filter((query) => computeAvailableSlots(query).length > 0);
    const dstSlots = samples.filter(
      (query) => new Set(computeAvailableSlots(query).map((s) => s.offset)).size > 1,
    );
    expect(withSlots.length).toBeGreaterThan(100);
    expect(dstSlots.length).toBeGreaterThan(5);
  });
});
