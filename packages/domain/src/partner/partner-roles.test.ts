import { describe, expect, it } from 'vitest';
import { roleAllows } from './partner-roles.ts';
import { missingForPublish } from './publish-readiness.ts';

describe('partner roles', () => {
  it('lets owners do everything, managers all but owning, staff only read', () => {
    const table = (['owner', 'manager', 'staff'] as const).map((role) =>
      (['read', 'write', 'own'] as const).map((access) => roleAllows(role, access)),
    );
    expect(table).toEqual([
      [true, true, true],
      [true, true, false],
      [true, false, false],
    ]);
  });

  it('names what a business lacks to be published', () => {
    expect(missingForPublish({ placesWithHours: 0, bookableServices: 0 })).toEqual([
      'opening-hours',
      'bookable-service',
    ]);
    expect(missingForPublish({ placesWithHours: 1, bookableServices: 0 })).toEqual(['bookable-service']);
    expect(missingForPublish({ placesWithHours: 1, bookableServices: 2 })).toEqual([]);
  });
});
