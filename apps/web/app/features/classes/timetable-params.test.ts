import { describe, expect, it } from 'vitest';
import { timetableFilters } from './timetable-params.ts';

describe('timetable filters from the address', () => {
  it('reads every filter the page offers', () => {
    const search = new URLSearchParams(
      'city=sofia&category=yoga&location=studio-1&date=2026-12-01&time=evening&free=1&cursor=abc',
    );
    expect(timetableFilters(search)).toEqual({
      city: 'sofia',
      category: 'yoga',
      location: 'studio-1',
      date: '2026-12-01',
      timeOfDay: 'evening',
      freeOnly: 'true',
      cursor: 'abc',
    });
  });

  it('leaves out what is not well formed', () => {
    const search = new URLSearchParams('city=So fia&date=tomorrow&time=night&free=yes');
    expect(timetableFilters(search)).toEqual({});
  });
});
