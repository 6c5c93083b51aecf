import {
  type AvailabilityQuery,
  computeAvailableSlots,
  type StaffSchedule,
  type WeeklyRange,
} from '@kalendo/domain';
import { type BenchRow, report } from './lib/report.ts';
import { percentile, roundMs } from './lib/timings.ts';

const RUNS = 300;
const WARM_UP_RUNS = 100;
const DAYS = 31;
const APPOINTMENTS_PER_DAY = 4;
const HOUR_MS = 3_600_000;

/** Deterministic pseudo-random numbers (a linear congruential generator), so every run books the same hours. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A stylist in Sofia: 09:00–19:00 Monday to Saturday, lunch 13:00–14:00, four 60-minute appointments a
 * working day on whole hours (Sofia is +02:00 until 29 March 2026 and +03:00 after: the month spans the change).
 */
function stylist(id: string, seed: number, firstDay: number): StaffSchedule {
  const week = [1, 2, 3, 4, 5, 6] as const;
  const weekly = (start: string, end: string): WeeklyRange[] =>
    week.map((weekday) => ({ weekday, start, end }));
  const next = random(seed);
  const busy = [];
  for (let day = 0; day < DAYS; day++) {
    const midnight = firstDay + day * 24 * HOUR_MS;
    if (new Date(midnight).getUTCDay() === 0) continue;
    const offset = midnight < Date.UTC(2026, 2, 29) ? 2 : 3;
    const free = [9, 10, 11, 12, 14, 15, 16, 17, 18];
    const hours = Array.from(
      { length: APPOINTMENTS_PER_DAY },
      () => free.splice(Math.floor(next() * free.length), 1)[0] ?? 9,
    );
    for (const hour of hours) {
      const start = midnight + (hour - offset) * HOUR_MS;
      busy.push({ start: new Date(start).toISOString(), end: new Date(start + HOUR_MS).toISOString() });
    }
  }
  return { id, weeklyHours: weekly('09:00', '19:00'), breaks: weekly('13:00', '14:00'), timeOff: [], busy };
}

function query(staffCount: number): AvailabilityQuery {
  const firstDay = Date.UTC(2026, 2, 16);
  const staff = Array.from({ length: staffCount }, (_, i) => stylist(`staff-${i + 1}`, i + 1, firstDay));
  return {
    timeZone: 'Europe/Sofia',
    range: { from: '2026-03-16', to: '2026-04-15' },
    now: '2026-03-16T06:30:00Z',
    policy: { leadTimeMinutes: 60, horizonDays: 60, slotStepMinutes: 15 },
    service: { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
    staff,
    staffId: staffCount === 1 ? 'staff-1' : 'any',
    exceptions: [{ date: '2026-04-10', closed: true }],
  };
}

function measure(name: string, q: AvailabilityQuery, budget: number): BenchRow[] {
  let slots = 0;
  for (let i = 0; i < WARM_UP_RUNS; i++) slots = computeAvailableSlots(q).length;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    computeAvailableSlots(q);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return [
    { name: `${name}: p95 (${RUNS} runs)`, value: roundMs(percentile(times, 95)), unit: 'ms', budget },
    { name: `${name}: p50`, value: roundMs(percentile(times, 50)), unit: 'ms' },
    { name: `${name}: slots returned`, value: slots, unit: '' },
  ];
}

/** DESIGN.md §5: availability in the domain function, one staff × 31 days ≤ 5 ms, 20 staff × 31 days ≤ 30 ms. */
export async function benchAvailability(): Promise<boolean> {
  return report('availability', [
    ...measure('1 staff × 31 days', query(1), 5),
    ...measure("20 staff × 31 days, 'any'", query(20), 30),
  ]);
}

if (import.meta.main) {
  if (!(await benchAvailability())) process.exitCode = 1;
}
