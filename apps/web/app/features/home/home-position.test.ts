import { describe, expect, it } from 'vitest';
import { homePathNear, readHomePosition } from './home-position.ts';

describe('home page position', () => {
  it('reads a position from the URL, rounded to about 100 m', () => {
    expect(readHomePosition(new URLSearchParams('lat=42.69771&lng=23.3219'))).toEqual({
      lat: '42.698',
      lng: '23.322',
    });
    expect(readHomePosition(new URLSearchParams('lat=-33.9&lng=151'))).toEqual({
      lat: '-33.900',
      lng: '151.000',
    });
  });

  it('ignores a missing, partial or impossible position', () => {
    for (const query of ['', 'lat=42.7', 'lat=95&lng=23', 'lat=42&lng=181', 'lat=abc&lng=1', 'lat=1e2&lng=1'])
      expect(readHomePosition(new URLSearchParams(query))).toBeNull();
  });

  it('links to the home page around a position', () => {
    expect(homePathNear('bg', { lat: '42.698', lng: '23.322' })).toBe('/bg/home?lat=42.698&lng=23.322');
  });
});
