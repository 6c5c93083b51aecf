import { describe, expect, it } from 'vitest';
import { totalsByCurrency } from './money.ts';

describe('totalsByCurrency', () => {
  it('adds amounts of the same currency and keeps currencies apart', () => {
    expect(
      totalsByCurrency([
        { amountMinor: 2500, currency: 'EUR' },
        { amountMinor: 150000, currency: 'MKD' },
        { amountMinor: 1999, currency: 'EUR' },
      ]),
    ).toEqual([
      { currency: 'EUR', amountMinor: 4499 },
      { currency: 'MKD', amountMinor: 150000 },
    ]);
  });

  it('returns nothing for an empty basket', () => {
    expect(totalsByCurrency([])).toEqual([]);
  });
});
