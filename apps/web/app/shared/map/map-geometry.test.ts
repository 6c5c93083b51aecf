import { describe, expect, it } from 'vitest';
import { boundsOf, distanceKm, MAX_SEARCH_RADIUS_KM, searchAreaOf } from './map-geometry.ts';

const SOFIA = { latitude: 42.6977, longitude: 23.3219 };
const PLOVDIV = { latitude: 42.1354, longitude: 24.7453 };

describe('map geometry', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(SOFIA, SOFIA)).toBe(0);
    expect(distanceKm(SOFIA, PLOVDIV)).toBeCloseTo(132.6, 0);
    // One degree of latitude is about 111.2 km anywhere.
    expect(distanceKm({ latitude: 10, longitude: 5 }, { latitude: 11, longitude: 5 })).toBeCloseTo(111.2, 1);
  });

  it('bounds the markers of a page of results', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([SOFIA])).toEqual({ west: 23.3219, south: 42.6977, east: 23.3219, north: 42.6977 });
    expect(boundsOf([SOFIA, PLOVDIV, { latitude: 42.5, longitude: 23 }])).toEqual({
      west: 23,
      south: 42.1354,
      east: 24.7453,
      north: 42.6977,
    });
  });

  it('covers the whole view with the search radius, from a rounded centre', () => {
    const view = { west: 23.25, south: 42.65, east: 23.39, north: 42.75 };
    const area = searchAreaOf({ latitude: 42.70012, longitude: 23.31987 }, view);
    expect(area.lat).toBe('42.700');
    expect(area.lng).toBe('23.320');
    // Half the diagonal: about 5.6 km north-south and 5.7 km east-west from the centre → 8 km.
    expect(area.radius).toBe('8');
    const corner = { latitude: view.north, longitude: view.east };
    expect(Number(area.radius)).toBeGreaterThanOrEqual(
      distanceKm({ latitude: 42.7, longitude: 23.32 }, corner),
    );
  });

  it('keeps the radius between 1 km and the API limit', () => {
    const tiny = { west: 23.32, south: 42.697, east: 23.3221, north: 42.6982 };
    expect(searchAreaOf(SOFIA, tiny).radius).toBe('1');
    const continent = { west: -10, south: 35, east: 40, north: 60 };
    expect(searchAreaOf({ latitude: 47.5, longitude: 15 }, continent).radius).toBe(
      String(MAX_SEARCH_RADIUS_KM),
    );
  });
});
