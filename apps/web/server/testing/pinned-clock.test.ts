import { describe, expect, it } from 'vitest';
import { pinnedClock } from './pinned-clock.ts';

describe('pinnedClock', () => {
  it('reads a wall time in its zone, in winter and in summer, and stands still', () => {
    const winter = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');
    expect(winter.now().toISOString()).toBe('2026-03-10T07:00:00.000Z');
    expect(winter.now().getTime()).toBe(winter.now().getTime());
    expect(pinnedClock('2026-07-01T09:00', 'Europe/Sofia').now().toISOString()).toBe(
      '2026-07-01T06:00:00.000Z',
    );
  });

  it('refuses a wall time that spring forward skips, and takes the earlier of a doubled one', () => {
    expect(() => pinnedClock('2026-03-29T03:30', 'Europe/Sofia')).toThrow('2026-03-29T03:30 does not exist');
    expect(pinnedClock('2026-10-25T03:30', 'Europe/Sofia').now().toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});
