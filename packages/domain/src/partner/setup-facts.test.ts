import { describe, expect, it } from 'vitest';
import { missingForPublish } from './publish-readiness.ts';
import { setupFactsOf } from './setup-facts.ts';

const range = { weekday: 1, start: '09:00', end: '18:00' };

describe('setup facts', () => {
  it('counts places with hours and services someone with working hours performs', () => {
    const facts = setupFactsOf({
      places: [{ weekly: [range] }, { weekly: [] }],
      services: [{ id: 'cut' }, { id: 'colour' }, { id: 'nails' }],
      staff: [
        { serviceIds: ['cut', 'colour'], workingHours: [range] },
        { serviceIds: ['nails'], workingHours: [] },
      ],
    });
    expect(facts).toEqual({ placesWithHours: 1, bookableServices: 2 });
  });

  it('finds nothing to publish in an empty set-up', () => {
    expect(missingForPublish(setupFactsOf({ places: [{ weekly: [] }], services: [], staff: [] }))).toEqual([
      'opening-hours',
      'bookable-service',
    ]);
  });
});
