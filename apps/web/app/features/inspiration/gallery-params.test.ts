import { describe, expect, it } from 'vitest';
import { galleryFilters, galleryHref, nearValue } from './gallery-params.ts';

describe('Look Book filters in the address', () => {
  it('keeps well-formed filters and drops the rest', () => {
    const search = new URLSearchParams('service=balayage&city=Sofia!&near=42.69,23.32&cursor=abc&x=1');
    expect(galleryFilters(search)).toEqual({ service: 'balayage', near: '42.69,23.32', cursor: 'abc' });
    expect(galleryFilters(new URLSearchParams(`near=here&cursor=${'a'.repeat(201)}`))).toEqual({});
  });

  it('writes links with the filters in a fixed order', () => {
    expect(galleryHref('/en/inspiration', { city: 'sofia', service: 'balayage' })).toBe(
      '/en/inspiration?service=balayage&city=sofia',
    );
    expect(galleryHref('/en/inspiration', {})).toBe('/en/inspiration');
  });

  it('rounds a position for "near me"', () => {
    expect(nearValue(42.697_71, 23.321_87)).toBe('42.70,23.32');
  });
});
