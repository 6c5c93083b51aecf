import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiate-locale.ts';

describe('negotiateLocale', () => {
  it.each([
    ['bg-BG,bg;q=0.9,en;q=0.8', 'bg'],
    ['de-AT', 'de'],
    ['ja,fr;q=0.5,en;q=0.4', 'fr'],
    ['en;q=0.2,ru;q=0.9', 'ru'],
    ['mk;q=0,el', 'el'],
    ['*', 'en'],
    ['', 'en'],
    ['xx-YY;q=abc', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('uses the configured fallback when nothing matches', () => {
    expect(negotiateLocale('ja', 'bg')).toBe('bg');
    expect(negotiateLocale(undefined, 'tr')).toBe('tr');
  });
});
