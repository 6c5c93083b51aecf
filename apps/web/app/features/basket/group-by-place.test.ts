import { describe, expect, it } from 'vitest';
import { groupByPlace, needsBusinessName } from './group-by-place.ts';

const item = (id: string, locationSlug: string) => ({
  id,
  locationSlug,
  locationName: `Place ${locationSlug}`,
  businessName: `Business ${locationSlug}`,
});

describe('groupByPlace', () => {
  it('groups by place in the order of first appearance, keeping item order', () => {
    const groups = groupByPlace([item('1', 'b'), item('2', 'a'), item('3', 'b')]);
    expect(groups.map((g) => [g.locationSlug, g.businessName, g.items.map((i) => i.id)])).toEqual([
      ['b', 'Business b', ['1', '3']],
      ['a', 'Business a', ['2']],
    ]);
    expect(groupByPlace([])).toEqual([]);
  });

  it('shows the business only when the place’s name leaves it out', () => {
    expect(needsBusinessName({ locationName: 'Lotus Center', businessName: 'Lotus' })).toBe(false);
    expect(needsBusinessName({ locationName: 'Лотос Център', businessName: 'лотос' })).toBe(false);
    expect(needsBusinessName({ locationName: 'Studio Nord', businessName: 'Lotus' })).toBe(true);
  });
});
