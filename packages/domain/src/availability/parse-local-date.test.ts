import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { parseLocalDate } from './parse-local-date.ts';

describe('parseLocalDate', () => {
  it.each([
    { text: '2026-03-29', expected: Date.UTC(2026, 2, 29) },
    { text: '2028-02-29', expected: Date.UTC(2028, 1, 29) },
    { text: '2026-12-31', expected: Date.UTC(2026, 11, 31) },
  ])('$text', ({ text, expected }) => {
    expect(parseLocalDate(text)).toBe(expected);
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '0050-01-01',
    '2026-3-29',
    '2026-03-29T00:00',
  ])('rejects %j', (text) => {
    expect(() => parseLocalDate(text, 'range.from')).toThrow(DomainError);
  });
});
