import { describe, expect, it } from 'vitest';
import {
  countFilters,
  hasBlankParams,
  readSearchState,
  searchPath,
  slugWords,
  suggestionPath,
  toApiQuery,
  withChanges,
} from './search-params.ts';

describe('search URL ↔ query', () => {
  it('reads the known, non-blank parameters of a URL or a submitted GET form', () => {
    const params = new URLSearchParams('q=+manikur+&priceMin=&city=sofia&utm_source=x&openNow=true');
    expect(readSearchState(params)).toEqual({ q: 'manikur', city: 'sofia', openNow: 'true' });
    expect(hasBlankParams(params)).toBe(true);
    expect(hasBlankParams(new URLSearchParams('q=nails&utm_source='))).toBe(false);
  });

  it('writes one URL per search, parameters in a fixed order', () => {
    expect(searchPath('bg', { sort: 'rating', q: 'маникюр', category: 'nails' })).toBe(
      '/bg/search?q=%D0%BC%D0%B0%D0%BD%D0%B8%D0%BA%D1%8E%D1%80&category=nails&sort=rating',
    );
    expect(searchPath('en')).toBe('/en/search');
    const state = readSearchState(
      new URLSearchParams(searchPath('en', { q: 'a b', date: '2026-04-01' }).split('?')[1]),
    );
    expect(state).toEqual({ q: 'a b', date: '2026-04-01' });
  });

  it('starts a changed search at its first page and drops what needs a point', () => {
    const state = { q: 'spa', cursor: 'abc', lat: '42.7', lng: '23.3', radius: '5', sort: 'distance' };
    expect(withChanges(state, { category: 'massage' })).toEqual({
      q: 'spa',
      lat: '42.7',
      lng: '23.3',
      radius: '5',
      sort: 'distance',
      category: 'massage',
    });
    expect(withChanges(state, { cursor: 'next' }).cursor).toBe('next');
    expect(withChanges(state, { lat: undefined, lng: undefined })).toEqual({ q: 'spa' });
  });

  it('sends prices to the API in minor units, and anything malformed as it is', () => {
    expect(toApiQuery({ priceMin: '10', priceMax: '25.5', q: 'x' })).toEqual({
      priceMin: '1000',
      priceMax: '2550',
      q: 'x',
    });
    expect(toApiQuery({ priceMin: '-3' })).toEqual({ priceMin: '-3' });
  });

  it('keeps the map view in the URL (last), never in the API query', () => {
    const state = readSearchState(new URLSearchParams('view=map&q=nails'));
    expect(state).toEqual({ q: 'nails', view: 'map' });
    expect(searchPath('en', withChanges(state, { sort: 'rating' }))).toBe(
      '/en/search?q=nails&sort=rating&view=map',
    );
    expect(toApiQuery(state)).toEqual({ q: 'nails' });
    expect(readSearchState(new URLSearchParams('view=list&q=nails'))).toEqual({ q: 'nails' });
  });

  it('counts the filters of the filter panel', () => {
    expect(
      countFilters({ q: 'x', category: 'nails', priceMax: '30', openNow: 'true', lat: '1', lng: '2' }),
    ).toBe(3);
  });
});

describe('picking a suggestion', () => {
  const state = { q: 'mani', city: 'sofia', cursor: 'c' };
  it('opens a place, or turns a service, category or city into a filter', () => {
    expect(
      suggestionPath('en', state, { kind: 'location', slug: 'lotus', label: 'Lotus', detail: null }),
    ).toBe('/en/location/lotus');
    expect(
      suggestionPath('en', state, {
        kind: 'service',
        slug: 'gel-manicure',
        label: 'Gel manicure',
        detail: 'Nails',
      }),
    ).toBe('/en/search?service=gel-manicure&city=sofia');
    expect(
      suggestionPath('en', state, { kind: 'category', slug: 'nails', label: 'Nails', detail: null }),
    ).toBe('/en/search?category=nails&city=sofia');
    expect(suggestionPath('en', {}, { kind: 'city', slug: 'plovdiv', label: 'Plovdiv', detail: null })).toBe(
      '/en/search?city=plovdiv',
    );
    expect(suggestionPath('en', {}, { kind: 'business', slug: 'b', label: 'Studio Ana', detail: null })).toBe(
      '/en/search?q=Studio+Ana',
    );
  });

  it('reads a slug as words', () => {
    expect(slugWords('gel-manicure')).toBe('gel manicure');
  });
});
