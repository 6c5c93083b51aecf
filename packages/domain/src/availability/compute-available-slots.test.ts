import { describe, expect, it } from 'vitest';
import type { DomainError } from '../errors/domain-error.ts';
import type { AvailabilityQuery, StaffSchedule, WeeklyRange } from './availability-query.ts';
import { computeAvailableSlots } from './compute-available-slots.ts';

const MON_TO_SAT = [1, 2, 3, 4, 5, 6] as const;

function weekly(start: string, end: string, weekdays: readonly number[] = MON_TO_SAT): WeeklyRange[] {
  return weekdays.map((weekday) => ({ weekday: weekday as WeeklyRange['weekday'], start, end }));
}

function staff(id: string, overrides: Partial<StaffSchedule> = {}): StaffSchedule {
  return { id, weeklyHours: weekly('09:00', '17:00'), breaks: [], timeOff: [], busy: [], ...overrides };
}

/** Wednesday 10 June 2026 in Sofia (+03:00), booked from 1 June. */
function query(overrides: Partial<AvailabilityQuery> = {}): AvailabilityQuery {
  return {
    timeZone: 'Europe/Sofia',
    range: { from: '2026-06-10', to: '2026-06-10' },
    now: '2026-06-01T06:00:00Z',
    policy: { leadTimeMinutes: 60, horizonDays: 60, slotStepMinutes: 30 },
    service: { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
    staff: [staff('ana')],
    staffId: 'ana',
    exceptions: [],
    ...overrides,
  };
}

function localStarts(q: AvailabilityQuery): string[] {
  return computeAvailableSlots(q).map((slot) => slot.localStart.slice(11));
}

function halfHours(from: string, to: string): string[] {
  const [fromHours = 0, fromMinutes = 0] = from.split(':').map(Number);
  const [toHours = 0, toMinutes = 0] = to.split(':').map(Number);
  const times: string[] = [];
  for (let m = fromHours * 60 + fromMinutes; m <= toHours * 60 + toMinutes; m += 30) {
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return times;
}

describe('computeAvailableSlots', () => {
  it('lists a plain day on a 30-minute grid, the last start ending at closing time', () => {
    const slots = computeAvailableSlots(query());
    expect(slots.map((slot) => slot.localStart.slice(11))).toEqual(halfHours('09:00', '16:00'));
    expect(slots[0]).toEqual({
      start: '2026-06-10T06:00:00Z',
      localStart: '2026-06-10T09:00',
      offset: '+03:00',
      staffIds: ['ana'],
    });
  });

  it.each([
    {
      name: 'the lead time cuts the morning (10:10 + 60 min → first start 11:30)',
      overrides: { now: '2026-06-10T07:10:00Z' },
      expected: halfHours('11:30', '16:00'),
    },
    {
      name: 'a start exactly at now + lead time is offered',
      overrides: { now: '2026-06-10T07:00:00Z' },
      expected: halfHours('11:00', '16:00'),
    },
    {
      name: 'the horizon cuts the end (now 1 June 11:00, 9 days → last start 10 June 11:00)',
      overrides: {
        now: '2026-06-01T08:00:00Z',
        policy: { leadTimeMinutes: 0, horizonDays: 9, slotStepMinutes: 30 },
      },
      expected: halfHours('09:00', '11:00'),
    },
    {
      name: 'a break removes every start whose service would touch it',
      overrides: { staff: [staff('ana', { breaks: weekly('12:00', '13:00') })] },
      expected: [...halfHours('09:00', '11:00'), ...halfHours('13:00', '16:00')],
    },
    {
      name: 'after an odd break the grid stays anchored at the window start (12:10–12:50 → 13:00, not 12:50)',
      overrides: { staff: [staff('ana', { breaks: weekly('12:10', '12:50') })] },
      expected: [...halfHours('09:00', '11:00'), ...halfHours('13:00', '16:00')],
    },
    {
      name: 'time off over the whole day leaves nothing',
      overrides: {
        staff: [
          staff('ana', {
            timeOff: [{ start: '2026-06-10T00:00:00+03:00', end: '2026-06-11T00:00:00+03:00' }],
          }),
        ],
      },
      expected: [],
    },
    {
      name: 'time off ending at 12:00 leaves the afternoon (back-to-back is free)',
      overrides: {
        staff: [staff('ana', { timeOff: [{ start: '2026-06-09T21:00:00Z', end: '2026-06-10T09:00:00Z' }] })],
      },
      expected: halfHours('12:00', '16:00'),
    },
    {
      name: 'the location closed on a holiday',
      overrides: { exceptions: [{ date: '2026-06-10', closed: true as const }] },
      expected: [],
    },
    {
      name: 'special hours 11:00–14:00 clip the staff hours',
      overrides: {
        exceptions: [{ date: '2026-06-10', closed: false as const, opens: '11:00', closes: '14:00' }],
      },
      expected: halfHours('11:00', '13:00'),
    },
    {
      name: 'special hours replace the weekly opening hours that day',
      overrides: {
        openingHours: weekly('10:00', '12:00'),
        exceptions: [{ date: '2026-06-10', closed: false as const, opens: '08:00', closes: '20:00' }],
      },
      expected: halfHours('09:00', '16:00'),
    },
    {
      name: 'weekly opening hours 10:00–16:00 clip the staff hours and move the grid start',
      overrides: { openingHours: weekly('10:15', '16:00') },
      expected: ['10:15', '10:45', '11:15', '11:45', '12:15', '12:45', '13:15', '13:45', '14:15', '14:45'],
    },
    {
      name: 'empty opening hours mean closed',
      overrides: { openingHours: [] },
      expected: [],
    },
    {
      name: 'a service longer than any window gives nothing',
      overrides: { service: { durationMinutes: 481, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 } },
      expected: [],
    },
    {
      name: 'a service exactly as long as the window fits once',
      overrides: { service: { durationMinutes: 480, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 } },
      expected: ['09:00'],
    },
    {
      name: 'a split shift has a grid from the start of each window',
      overrides: {
        staff: [staff('ana', { weeklyHours: [...weekly('09:00', '11:00'), ...weekly('13:10', '15:20')] })],
      },
      expected: ['09:00', '09:30', '10:00', '13:10', '13:40', '14:10'],
    },
    {
      name: 'a day off (Sunday) gives nothing',
      overrides: { range: { from: '2026-06-14', to: '2026-06-14' } },
      expected: [],
    },
  ])('$name', ({ overrides, expected }) => {
    expect(localStarts(query(overrides))).toEqual(expected);
  });

  it('keeps the buffers of a new booking clear of an existing appointment (11:00–12:00)', () => {
    const q = query({
      policy: { leadTimeMinutes: 0, horizonDays: 60, slotStepMinutes: 15 },
      service: { durationMinutes: 60, bufferBeforeMinutes: 10, bufferAfterMinutes: 15 },
      staff: [staff('ana', { busy: [{ start: '2026-06-10T08:00:00Z', end: '2026-06-10T09:00:00Z' }] })],
    });
    // busy from start − 10 to start + 75: inside 09:00–17:00 and clear of 11:00–12:00.
    expect(localStarts(q)).toEqual([
      '09:15',
      '09:30',
      '09:45',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
      '14:15',
      '14:30',
      '14:45',
      '15:00',
      '15:15',
      '15:30',
      '15:45',
    ]);
  });

  it.each([
    { date: '2026-06-08', expected: ['20:30', '21:00', '21:30', '22:00', '22:30', '23:00', '23:30'] },
    { date: '2026-06-09', expected: ['00:00', '00:30', '01:00'] },
  ])(
    'a night shift continues across midnight (Mon 20:00–24:00 + Tue 00:00–02:00): $date',
    ({ date, expected }) => {
      // Monday 23:30 ends on Tuesday at 00:30; Tuesday 00:00 has its 15-minute buffer on Monday.
      const q = query({
        range: { from: date, to: date },
        policy: { leadTimeMinutes: 0, horizonDays: 60, slotStepMinutes: 30 },
        service: { durationMinutes: 60, bufferBeforeMinutes: 15, bufferAfterMinutes: 0 },
        staff: [
          staff('ana', { weeklyHours: [...weekly('20:00', '24:00', [1]), ...weekly('00:00', '02:00', [2])] }),
        ],
      });
      expect(localStarts(q)).toEqual(expected);
    },
  );

  it.each([
    { step: 15, count: 29, second: '09:15' },
    { step: 30, count: 15, second: '09:30' },
    { step: 60, count: 8, second: '10:00' },
  ])('a step of $step minutes gives $count starts', ({ step, count, second }) => {
    const starts = localStarts(
      query({ policy: { leadTimeMinutes: 0, horizonDays: 60, slotStepMinutes: step } }),
    );
    expect(starts).toHaveLength(count);
    expect(starts[1]).toBe(second);
  });

  it('lists several dates in order and skips the ones outside the booking window', () => {
    const q = query({
      now: '2026-06-09T12:00:00Z',
      range: { from: '2026-06-01', to: '2026-06-12' },
      policy: { leadTimeMinutes: 0, horizonDays: 2, slotStepMinutes: 60 },
    });
    const dates = computeAvailableSlots(q).map((slot) => slot.localStart);
    expect(dates[0]).toBe('2026-06-09T15:00');
    expect(dates.at(-1)).toBe('2026-06-11T15:00');
    expect([...dates].sort()).toEqual(dates);
  });

  describe("'any' staff", () => {
    const team = [
      staff('ana', { weeklyHours: weekly('09:00', '13:00') }),
      staff('ben', { weeklyHours: weekly('11:00', '17:00') }),
    ];
    const hourly = { leadTimeMinutes: 0, horizonDays: 60, slotStepMinutes: 60 };

    it('merges staff: one slot per start with everyone free then, in the given order', () => {
      const slots = computeAvailableSlots(query({ staff: team, staffId: 'any', policy: hourly }));
      expect(slots.map((slot) => [slot.localStart.slice(11), slot.staffIds])).toEqual([
        ['09:00', ['ana']],
        ['10:00', ['ana']],
        ['11:00', ['ana', 'ben']],
        ['12:00', ['ana', 'ben']],
        ['13:00', ['ben']],
        ['14:00', ['ben']],
        ['15:00', ['ben']],
        ['16:00', ['ben']],
      ]);
    });

    it('a specific staff member gets only their own starts', () => {
      const slots = computeAvailableSlots(query({ staff: team, staffId: 'ben', policy: hourly }));
      expect(slots.map((slot) => slot.staffIds)).toEqual(Array(6).fill(['ben']));
    });

    it('an unknown staff id gives nothing', () => {
      expect(computeAvailableSlots(query({ staff: team, staffId: 'zoe', policy: hourly }))).toEqual([]);
    });
  });

  describe('daylight saving time (a night shift 00:00–06:00 on the change day, Sunday)', () => {
    const night = (timeZone: string, date: string) =>
      query({
        timeZone,
        range: { from: date, to: date },
        now: '2026-03-01T00:00:00Z',
        policy: { leadTimeMinutes: 0, horizonDays: 365, slotStepMinutes: 30 },
        staff: [staff('ana', { weeklyHours: weekly('00:00', '06:00', [7]) })],
      });
    const rows = (q: AvailabilityQuery) =>
      computeAvailableSlots(q).map((slot) => `${slot.localStart.slice(11)}${slot.offset} ${slot.start}`);

    it('Sofia, spring forward 03:00 → 04:00: 03:00 and 03:30 are skipped, never shifted; 5 h of work', () => {
      expect(rows(night('Europe/Sofia', '2026-03-29'))).toEqual([
        '00:00+02:00 2026-03-28T22:00:00Z',
        '00:30+02:00 2026-03-28T22:30:00Z',
        '01:00+02:00 2026-03-28T23:00:00Z',
        '01:30+02:00 2026-03-28T23:30:00Z',
        '02:00+02:00 2026-03-29T00:00:00Z',
        '02:30+02:00 2026-03-29T00:30:00Z', // ends at 04:30 +03:00: a service spanning the change lasts 60 min
        '04:00+03:00 2026-03-29T01:00:00Z',
        '04:30+03:00 2026-03-29T01:30:00Z',
        '05:00+03:00 2026-03-29T02:00:00Z',
      ]);
    });

    it('Sofia, fall back 04:00 → 03:00: 03:00 and 03:30 are offered once, at the earlier instant; 7 h', () => {
      expect(rows(night('Europe/Sofia', '2026-10-25'))).toEqual([
        '00:00+03:00 2026-10-24T21:00:00Z',
        '00:30+03:00 2026-10-24T21:30:00Z',
        '01:00+03:00 2026-10-24T22:00:00Z',
        '01:30+03:00 2026-10-24T22:30:00Z',
        '02:00+03:00 2026-10-24T23:00:00Z',
        '02:30+03:00 2026-10-24T23:30:00Z',
        '03:00+03:00 2026-10-25T00:00:00Z',
        '03:30+03:00 2026-10-25T00:30:00Z',
        '04:00+02:00 2026-10-25T02:00:00Z',
        '04:30+02:00 2026-10-25T02:30:00Z',
        '05:00+02:00 2026-10-25T03:00:00Z',
      ]);
    });

    it('Berlin, spring forward 02:00 → 03:00', () => {
      expect(rows(night('Europe/Berlin', '2026-03-29'))).toEqual([
        '00:00+01:00 2026-03-28T23:00:00Z',
        '00:30+01:00 2026-03-28T23:30:00Z',
        '01:00+01:00 2026-03-29T00:00:00Z',
        '01:30+01:00 2026-03-29T00:30:00Z',
        '03:00+02:00 2026-03-29T01:00:00Z',
        '03:30+02:00 2026-03-29T01:30:00Z',
        '04:00+02:00 2026-03-29T02:00:00Z',
        '04:30+02:00 2026-03-29T02:30:00Z',
        '05:00+02:00 2026-03-29T03:00:00Z',
      ]);
    });

    it('Berlin, fall back 03:00 → 02:00', () => {
      expect(rows(night('Europe/Berlin', '2026-10-25'))).toEqual([
        '00:00+02:00 2026-10-24T22:00:00Z',
        '00:30+02:00 2026-10-24T22:30:00Z',
        '01:00+02:00 2026-10-24T23:00:00Z',
        '01:30+02:00 2026-10-24T23:30:00Z',
        '02:00+02:00 2026-10-25T00:00:00Z',
        '02:30+02:00 2026-10-25T00:30:00Z',
        '03:00+01:00 2026-10-25T02:00:00Z',
        '03:30+01:00 2026-10-25T02:30:00Z',
        '04:00+01:00 2026-10-25T03:00:00Z',
        '04:30+01:00 2026-10-25T03:30:00Z',
        '05:00+01:00 2026-10-25T04:00:00Z',
      ]);
    });

    it('a window ending at the jump itself (Athens 02:20–03:00 on 29 March) keeps its 40 min up to the jump', () => {
      // Property-test counterexample (seed -408762338): 03:00 does not exist and resolves to the jump, 01:00Z.
      const [monday] = weekly('00:00', '00:05', [1]) as [WeeklyRange];
      const slots = computeAvailableSlots({
        timeZone: 'Europe/Athens',
        range: { from: '2026-03-29', to: '2026-03-29' },
        now: '2026-03-29T00:00:00.000Z',
        policy: { leadTimeMinutes: 0, horizonDays: 1, slotStepMinutes: 10 },
        service: { durationMinutes: 5, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
        staff: [
          staff('s0', {
            weeklyHours: [monday, monday, { weekday: 7, start: '02:20', end: '03:00' }, monday],
          }),
          staff('s1', { weeklyHours: [monday, monday, monday, monday] }),
        ],
        staffId: 'any',
        exceptions: [],
        openingHours: undefined,
      });
      expect(slots).toEqual(
        ['20', '30', '40', '50'].map((minute) => ({
          start: `2026-03-29T00:${minute}:00Z`,
          localStart: `2026-03-29T02:${minute}`,
          offset: '+02:00',
          staffIds: ['s0'],
        })),
      );
    });

    it('a day shift on the change day keeps its 8 hours (Sofia, 09:00–17:00 on 29 March)', () => {
      const q = query({
        range: { from: '2026-03-29', to: '2026-03-29' },
        now: '2026-03-01T00:00:00Z',
        staff: [staff('ana', { weeklyHours: weekly('09:00', '17:00', [7]) })],
      });
      const slots = computeAvailableSlots(q);
      expect(slots).toHaveLength(15);
      expect(slots[0]).toMatchObject({ start: '2026-03-29T06:00:00Z', offset: '+03:00' });
    });

    it.each([
      { zone: 'Europe/Istanbul', date: '2026-03-29' },
      { zone: 'Europe/Moscow', date: '2026-03-29' },
      { zone: 'Europe/Istanbul', date: '2026-10-25' },
      { zone: 'Europe/Moscow', date: '2026-10-25' },
    ])('$zone stays at +03:00 on $date: 12 starts, none skipped', ({ zone, date }) => {
      const slots = computeAvailableSlots(night(zone, date));
      expect(slots.map((slot) => slot.localStart.slice(11))).toEqual(halfHours('00:00', '05:00'));
      expect(new Set(slots.map((slot) => slot.offset))).toEqual(new Set(['+03:00']));
      expect(slots[0]?.start).toBe(`${date.slice(0, 8)}${Number(date.slice(8)) - 1}T21:00:00Z`);
    });
  });

  it.each([
    { name: 'an unknown zone', overrides: { timeZone: 'Europe/Atlantis' } },
    { name: 'a reversed range', overrides: { range: { from: '2026-06-11', to: '2026-06-10' } } },
    { name: 'a range of 367 dates', overrides: { range: { from: '2026-01-01', to: '2027-01-02' } } },
    { name: 'now without an offset', overrides: { now: '2026-06-01T09:00:00' } },
    {
      name: 'a zero step',
      overrides: { policy: { leadTimeMinutes: 0, horizonDays: 60, slotStepMinutes: 0 } },
    },
    { name: 'a bad time', overrides: { staff: [staff('ana', { weeklyHours: weekly('9:00', '17:00') })] } },
  ])('rejects $name with INVALID_INPUT', ({ overrides }) => {
    expect(() => computeAvailableSlots(query(overrides))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }) as DomainError,
    );
  });
});
