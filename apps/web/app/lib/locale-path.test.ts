import { describe, expect, it } from 'vitest';
import { localizedPath, stripLocale } from './locale-path.ts';

describe('locale paths', () => {
  it.each([
    ['/bg/location/lotus', '/location/lotus'],
    ['/en', '/'],
    ['/home', '/home'],
    ['/xx/home', '/xx/home'],
  ])('strips the language of %s', (path, expected) => {
    expect(stripLocale(path)).toBe(expected);
  });

  it('puts a page in another language', () => {
    expect(localizedPath('de', '/location/lotus')).toBe('/de/location/lotus');
    expect(localizedPath('el', '/')).toBe('/el');
  });
});
