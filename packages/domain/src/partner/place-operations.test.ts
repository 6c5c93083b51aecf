import { describe, expect, it } from 'vitest';
import { newlyMissing, placeHideRefusal, placeRemovalRefusal, staffMoveRefusal } from './place-operations.ts';

const none = { appointments: 0, sessions: 0 };

describe('place operations (ADR 058)', () => {
  it('refuses to hide the last public place of a published business only', () => {
    expect(placeHideRefusal({ businessPublished: true, placePublic: true, otherPublicPlaces: 0 })).toBe(
      'last-public-place',
    );
    expect(placeHideRefusal({ businessPublished: true, placePublic: true, otherPublicPlaces: 1 })).toBeNull();
    expect(
      placeHideRefusal({ businessPublished: false, placePublic: true, otherPublicPlaces: 0 }),
    ).toBeNull();
    expect(
      placeHideRefusal({ businessPublished: true, placePublic: false, otherPublicPlaces: 0 }),
    ).toBeNull();
  });

  it('refuses to close the only place, or one with appointments or sessions to come', () => {
    expect(placeRemovalRefusal({ otherPlaces: 0, toCome: none })).toBe('only-place');
    expect(placeRemovalRefusal({ otherPlaces: 1, toCome: { appointments: 2, sessions: 0 } })).toBe(
      'things-to-come',
    );
    expect(placeRemovalRefusal({ otherPlaces: 1, toCome: { appointments: 0, sessions: 1 } })).toBe(
      'things-to-come',
    );
    expect(placeRemovalRefusal({ otherPlaces: 1, toCome: none })).toBeNull();
  });

  it('moves a staff member only with nothing to come', () => {
    expect(staffMoveRefusal(none)).toBeNull();
    expect(staffMoveRefusal({ appointments: 1, sessions: 0 })).toBe('things-to-come');
  });

  it('names only what a change newly takes away', () => {
    expect(newlyMissing([], ['opening-hours'])).toEqual(['opening-hours']);
    expect(newlyMissing(['bookable-service'], ['bookable-service'])).toEqual([]);
    expect(newlyMissing([], [])).toEqual([]);
  });
});
