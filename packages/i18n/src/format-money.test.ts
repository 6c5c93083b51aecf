import { describe, expect, it } from 'vitest';
import { formatMoney, toMinorUnits } from './format-money.ts';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [2500, 'EUR', 'bg', '25,00 €'],
    [2500, 'EUR', 'en', '€25.00'],
    [2500, 'EUR', 'de', '25,00 €'],
    [150000, 'MKD', 'mk', '1.500,00 ден.'],
    [45000, 'TRY', 'tr', '₺450,00'],
    [199900, 'RUB', 'ru', '1 999,00 ₽'],
    [3000, 'GBP', 'en', '£30.00'],
  ])('%i %s in %s → %s', (amount, currency, locale, expected) => {
    expect(nbsp(formatMoney(amount, currency, locale))).toBe(expected);
  });

  it('respects currencies without minor units', () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('reads a typed amount as minor units of its currency', () => {
    expect(toMinorUnits(25.5, 'EUR')).toBe(2550);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
  });
});
