import { describe, expect, it } from 'vitest';
import { ownerDepartureOf } from './owner-departure.ts';

const business = { businessId: 'b', name: 'Studio', otherOwners: 0, otherMembers: 0, upcomingBookings: 0 };

describe('an owner deleting their account', () => {
  it.each([
    [{ otherOwners: 1, otherMembers: 3, upcomingBookings: 5 }, 'stays-owned'],
    [{ otherOwners: 1, otherMembers: 1 }, 'stays-owned'],
    [{ otherMembers: 1 }, 'refused'],
    [{ upcomingBookings: 1 }, 'refused'],
    [{ otherMembers: 2, upcomingBookings: 4 }, 'refused'],
    [{}, 'closes'],
  ])('%o → %s', (facts, expected) => {
    expect(ownerDepartureOf({ ...business, ...facts })).toBe(expected);
  });
});
