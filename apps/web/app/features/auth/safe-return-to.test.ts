import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safe-return-to.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/en/appointments?tab=past', '/en/appointments?tab=past'],
    ['//evil.example/x', '/en/home'],
    ['https://evil.example/', '/en/home'],
    ['/\\evil.example', '/en/home'],
    ['javascript:alert(1)', '/en/home'],
    ['', '/en/home'],
    [null, '/en/home'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnTo(value, '/en/home')).toBe(expected);
  });
});
