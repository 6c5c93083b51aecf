import { readDigits } from './read-digits.ts';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Reads a calendar date `YYYY-MM-DD` (years 1000–9999) at position `at` of `text` as the UTC milliseconds
 * of its midnight, or NaN when it is malformed or does not exist (2026-02-29).
 */
export function readCalendarDate(text: string, at: number): number {
  const year = readDigits(text, at, 4);
  const month = readDigits(text, at + 5, 2);
  const day = readDigits(text, at + 8, 2);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const monthDays = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  const valid = text[at + 4] === '-' && text[at + 7] === '-' && year >= 1000 && day >= 1 && day <= monthDays;
  return valid ? Date.UTC(year, month - 1, day) : Number.NaN;
}
