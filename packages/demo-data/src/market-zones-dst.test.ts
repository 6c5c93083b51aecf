import { wallClockBoundary, wallClockInstant } from '@kalendo/domain';
import { describe, expect, it } from 'vitest';
import { CITIES } from './cities/cities.ts';

/**
 * One DST rule for the seed and the booking engine (ADR 005), checked on the spring-forward and fall-back
 * days of every market zone against an oracle of its own: Intl's wall-clock reading of candidate instants.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 2026;

const MARKET_ZONES = [...new Set(CITIES.map((city) => city.timeZone))].sort();

const readers = new Map<string, Intl.DateTimeFormat>();
/** What the wall clock of `timeZone` shows at `instant`, as "wall milliseconds" (the reading taken as UTC). */
function wallAt(instant: number, timeZone: string): number {
  let reader = readers.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    readers.set(timeZone, reader);
  }
  const part = Object.fromEntries(
    reader.formatToParts(instant).map(({ type, value }) => [type, Number(value)] as const),
  ) as Record<string, number>;
  return Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute);
}

const offsetAt = (instant: number, timeZone: string) => wallAt(instant, timeZone) - instant;

/** The instants (to the minute) at which the zone's offset changes during the year, found day by day. */
function findTransitions(timeZone: string): number[] {
  const found: number[] = [];
  for (let day = Date.UTC(YEAR, 0, 1); day < Date.UTC(YEAR + 1, 0, 1); day += DAY) {
    let [low, high] = [day, day + DAY];
    if (offsetAt(low, timeZone) === offsetAt(high, timeZone)) continue;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetAt(middle, timeZone) === offsetAt(low, timeZone)) low = middle;
      else high = middle;
    }
    found.push(high);
  }
  return found;
}

const TRANSITIONS = new Map(MARKET_ZONES.map((zone) => [zone, findTransitions(zone)]));
const transitionsOf = (zone: string) => TRANSITIONS.get(zone) ?? [];

/** Every instant whose wall-clock reading is `wallMs`: none in a gap, two in a repeated hour. */
function instantsShowing(wallMs: number, timeZone: string): number[] {
  const offsets = new Set([offsetAt(wallMs - DAY, timeZone), offsetAt(wallMs + DAY, timeZone)]);
  return [...offsets].map((offset) => wallMs - offset).filter((t) => wallAt(t, timeZone) === wallMs);
}

const isoDate = (wallMs: number) => new Date(wallMs).toISOString().slice(0, 10);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('the DST rule on the change days of every market zone', () => {
  it('knows the market zones, and finds both changes of 2026 where the zone has DST', () => {
    expect(MARKET_ZONES).toEqual(
      expect.arrayContaining(['Europe/Sofia', 'Europe/Istanbul', 'Europe/Moscow']),
    );
    expect(MARKET_ZONES.length).toBeGreaterThanOrEqual(11);
    for (const zone of MARKET_ZONES) {
      const expected = zone === 'Europe/Istanbul' || zone === 'Europe/Moscow' ? 0 : 2;
      expect(transitionsOf(zone), zone).toHaveLength(expected);
    }
  });

  describe.each(MARKET_ZONES)('%s', (zone) => {
    // Zones without DST are checked on the EU change days, where nothing may move.
    const changes = transitionsOf(zone);
    const days = (changes.length > 0 ? changes : [Date.UTC(YEAR, 2, 29, 1), Date.UTC(YEAR, 9, 25, 1)]).map(
      (instant) => isoDate(wallAt(instant, zone)),
    );

    it.each(days)('resolves every quarter hour of %s like the oracle', (date) => {
      let skipped = 0;
      let repeated = 0;
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const wallMs = Date.parse(`${date}T00:00Z`) + minutes * MINUTE;
        const showing = instantsShowing(wallMs, zone);
        const expected = showing.length === 0 ? null : Math.min(...showing);
        const time = hhmm(minutes);
        expect(wallClockInstant(date, time, zone)?.getTime() ?? null, `${date} ${time}`).toBe(expected);
        const boundary = wallClockBoundary(date, time, zone).getTime();
        if (expected === null) {
          skipped++;
          // A span boundary in the gap is the instant the clock jumps over it.
          const jump = changes.find((change) => Math.abs(change - boundary) < DAY);
          expect(boundary, `${date} ${time} boundary`).toBe(jump);
        } else {
          expect(boundary, `${date} ${time} boundary`).toBe(expected);
          if (showing.length === 2) repeated++;
        }
      }
      const springForward = changes.length > 0 && date.slice(5, 7) === '03';
      expect(skipped, 'quarter hours the clocks skip').toBe(springForward ? 4 : 0);
      expect(repeated, 'quarter hours that occur twice').toBe(changes.length > 0 && !springForward ? 4 : 0);
    });
  });
});
