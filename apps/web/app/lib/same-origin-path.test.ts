import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path.ts';

describe('sameOriginPath', () => {
  it.each([
    ['/en/appointments?tab=past', '/en/appointments?tab=past'],
    ['/en/location/lotus#reviews', '/en/location/lotus#reviews'],
    ['/en/a/../b', '/en/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the path on this site: %s → %s', (value, expected) => {
    expect(sameOriginPath(value, '/en/home')).toBe(expected);
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    [''],
    [null],
    // Open redirect through normalisation: `/.//evil.example` resolves to `//evil.example`.
    ['/.//evil.example'],
    ['/./..//evil.example/x'],
    ['/..//evil.example'],
    // Tabs and new lines are dropped by URL parsers, turning these into `//evil.example`.
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\u0000/evil.example'],
  ])('refuses an open redirect through %j', (value) => {
    expect(sameOriginPath(value, '/en/home')).toBe('/en/home');
  });
});
