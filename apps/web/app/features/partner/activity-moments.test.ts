import { describe, expect, it } from 'vitest';
import { activityMoments } from './activity-moments.ts';

const SOFIA = { id: '11111111-1111-4111-8111-111111111111', timeZone: 'Europe/Sofia' };
const LISBON = { id: '22222222-2222-4222-8222-222222222222', timeZone: 'Europe/Lisbon' };
const AT = '2026-11-28T10:00:00.000Z';

describe('activity moments', () => {
  it("reads an entry on its place's clock, naming the zone when the places keep different clocks", () => {
    const momentsFor = activityMoments([SOFIA, LISBON], 'en');
    expect(momentsFor(LISBON.id)(AT)).toEqual({ text: 'Nov 28, 2026, 10:00 AM', zone: 'Europe/Lisbon' });
    expect(momentsFor(SOFIA.id)(AT)).toEqual({ text: 'Nov 28, 2026, 12:00 PM', zone: 'Europe/Sofia' });
  });

  it("reads an entry of no place (or a place gone) on the first place's clock", () => {
    const momentsFor = activityMoments([SOFIA, LISBON], 'en');
    expect(momentsFor(null)(AT)).toEqual({ text: 'Nov 28, 2026, 12:00 PM', zone: 'Europe/Sofia' });
    expect(momentsFor('33333333-3333-4333-8333-333333333333')(AT).zone).toBe('Europe/Sofia');
  });

  it('names no zone when every place keeps one clock', () => {
    const momentsFor = activityMoments([SOFIA, { ...SOFIA, id: LISBON.id }], 'en');
    expect(momentsFor(LISBON.id)(AT)).toEqual({ text: 'Nov 28, 2026, 12:00 PM', zone: null });
  });
});
