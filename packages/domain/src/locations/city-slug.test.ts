import { describe, expect, it } from 'vitest';
import { citySlugOf } from './city-slug.ts';

describe('city slug', () => {
  it('takes a known city by its name in the page language or its slug', () => {
    const known = [{ slug: 'sofia', name: 'София' }];
    expect(citySlugOf(' софия ', known)).toBe('sofia');
    expect(citySlugOf('Sofia', known)).toBe('sofia');
  });

  it('writes an unknown city in Latin letters', () => {
    expect(citySlugOf('Велико Търново')).toBe('veliko-tarnovo');
    expect(citySlugOf('Θεσσαλονίκη')).toBe('thessaloniki');
    expect(citySlugOf('!!!')).toBe('city');
  });
});
