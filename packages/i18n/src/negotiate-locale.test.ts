import { describe, expect, it } from 'vitest';
import { supportedLocaleOf } from './locales.ts';
import { negotiateLocale } from './negotiate-locale.ts';

describe('negotiateLocale', () => {
  it.each([
    ['bg-BG,bg;q=0.9,en;q=0.8', 'bg'],
    ['de-AT', 'de'],
    ['de-DE', 'de'],
    ['DE-de', 'de'],
    ['pt-BR,RU;q=0.5', 'ru'],
    ['zh-Hant-TW,el-GR;q=0.3', 'el'],
    ['ja,fr;q=0.5,en;q=0.4', 'fr'],
    ['en;q=0.2,ru;q=0.9', 'ru'],
    ['mk;q=0,el', 'el'],
    ['*', 'en'],
    ['', 'en'],
    ['xx-YY;q=abc', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it.each([
    ['DE', 'de'],
    ['de-DE', 'de'],
    ['mk_MK', 'mk'],
    [' Bg ', 'bg'],
    ['pt-BR', null],
    ['xx', null],
    ['', null],
    [null, null],
  ])('supportedLocaleOf(%j) → %j', (tag, expected) => {
    expect(supportedLocaleOf(tag)).toBe(expected);
  });

  it('uses the configured fallback when nothing matches', () => {
    expect(negotiateLocale('ja', 'bg')).toBe('bg');
    expect(negotiateLocale(undefined, 'tr')).toBe('tr');
  });
});
