import { describe, expect, it } from 'vitest';
import { greatCircleKm } from './great-circle-km.ts';

describe('greatCircleKm', () => {
  it('is zero from a point to itself', () => {
    expect(greatCircleKm({ lat: 42.6977, lng: 23.3219 }, { lat: 42.6977, lng: 23.3219 })).toBe(0);
  });

  it('measures Sofia to Plovdiv as the crow flies (about 132 km), the same both ways', () => {
    const sofia = { lat: 42.6977, lng: 23.3219 };
    const plovdiv = { lat: 42.1354, lng: 24.7453 };
    expect(greatCircleKm(sofia, plovdiv)).toBeCloseTo(132.2, 0);
    expect(greatCircleKm(plovdiv, sofia)).toBe(greatCircleKm(sofia, plovdiv));
  });

  it('goes the short way across the antimeridian', () => {
    expect(greatCircleKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.2, 0);
  });
});
