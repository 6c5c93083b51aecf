import { describe, expect, it } from 'vitest';
import { canonicalLocalePath } from './locale-middleware.ts';

describe('canonicalLocalePath', () => {
  it.each([
    ['/DE/home', '/de/home'],
    ['/de-DE/location/lotus', '/de/location/lotus'],
    ['/EN_gb/search', '/en/search'],
    ['/sr-Latn-RS/home', null],
    ['/Bg', '/bg'],
    ['/de/home', null],
    ['/pt-BR/home', null],
    ['/xx/home', null],
    ['/home', null],
    ['/de-anything/home', null],
  ])('%s → %s', (path, expected) => {
    expect(canonicalLocalePath(path)).toBe(expected);
  });
});
