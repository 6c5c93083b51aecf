import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { parseInstant } from './parse-instant.ts';

describe('parseInstant', () => {
  it.each([
    { text: '2026-03-29T06:00:00Z', expected: Date.UTC(2026, 2, 29, 6) },
    { text: '2026-03-29T06:00Z', expected: Date.UTC(2026, 2, 29, 6) },
    { text: '2026-03-29T06:00:00.000Z', expected: Date.UTC(2026, 2, 29, 6) },
    { text: '2026-03-29T09:00:00+03:00', expected: Date.UTC(2026, 2, 29, 6) },
    { text: '2026-03-29T02:30:00-03:30', expected: Date.UTC(2026, 2, 29, 6) },
    { text: '2026-03-29T06:00:00.123456789Z', expected: Date.UTC(2026, 2, 29, 6, 0, 0, 123) },
    { text: '2026-03-29T06:00:00.5Z', expected: Date.UTC(2026, 2, 29, 6, 0, 0, 500) },
    { text: '2026-01-01T01:00:00+02:00', expected: Date.UTC(2025, 11, 31, 23) },
    { text: '2026-03-29t06:00:00z', expected: Date.UTC(2026, 2, 29, 6) },
    { text: '2028-02-29T23:59:59.999-14:00', expected: Date.UTC(2028, 2, 1, 13, 59, 59, 999) },
  ])('$text', ({ text, expected }) => {
    expect(parseInstant(text)).toBe(expected);
  });

  it.each([
    '2026-03-29T06:00:00',
    '2026-03-29',
    '2026-02-30T06:00:00Z',
    '2026-03-29T24:00:00Z',
    '2026-03-29T06:60:00Z',
    '2026-03-29 06:00:00Z',
    '2026-03-29T06:00:00+0300',
    '29.03.2026 06:00',
    '2026-03-29T06:00:00.Z',
    '2026-03-29T06:00.5Z',
    '2026-03-29T06:00:00Z ',
    '2026-03-29T06:00:00+03:00:00',
    '2026-03-29T06:00:00+24:00',
    '0999-03-29T06:00:00Z',
    '',
  ])('rejects %j', (text) => {
    expect(() => parseInstant(text, 'now')).toThrow(DomainError);
  });

  it('reads what Date.prototype.toISOString writes', () => {
    const epoch = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) });
    fc.assert(
      fc.property(epoch, (ms) => parseInstant(new Date(ms).toISOString()) === ms),
      { numRuns: 200 },
    );
  });
});
