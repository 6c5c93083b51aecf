import { DomainError } from '../errors/domain-error.ts';
import type { InstantString } from './availability-query.ts';
import { readCalendarDate } from './read-calendar-date.ts';
import { readDigits } from './read-digits.ts';

/**
 * Epoch milliseconds of an ISO 8601 instant `YYYY-MM-DDTHH:MM[:SS[.fraction]]` ending in `Z` or `±HH:MM`
 * (sub-millisecond digits are dropped). Strict on purpose: `Date.parse` reads a string without an offset in
 * the machine's zone and accepts 30 February. Hand-written, not a regular expression: it runs for every
 * busy range of every staff member.
 */
export function parseInstant(text: InstantString, field = 'instant'): number {
  const epochMs = readInstant(text);
  if (Number.isNaN(epochMs)) {
    throw new DomainError('INVALID_INPUT', `${field} must be an ISO 8601 instant with an offset`, {
      field,
      value: text,
    });
  }
  return epochMs;
}

/** NaN for anything malformed: NaN from any part propagates through the arithmetic. */
function readInstant(text: string): number {
  if ((text[10] !== 'T' && text[10] !== 't') || text[13] !== ':') return Number.NaN;
  const hours = readDigits(text, 11, 2);
  const minutes = readDigits(text, 14, 2);
  const hasSeconds = text[16] === ':';
  const seconds = hasSeconds ? readDigits(text, 17, 2) : 0;
  let at = hasSeconds ? 19 : 16;
  let milliseconds = 0;
  if (hasSeconds && text[at] === '.') {
    const digits = countDigits(text, at + 1);
    if (digits < 1 || digits > 9) return Number.NaN;
    milliseconds = readDigits(text.slice(at + 1, at + 1 + Math.min(digits, 3)).padEnd(3, '0'), 0, 3);
    at += 1 + digits;
  }
  if (!(hours < 24 && minutes < 60 && seconds < 60)) return Number.NaN;
  const offset = readOffsetMinutes(text, at);
  return readCalendarDate(text, 0) + ((hours * 60 + minutes - offset) * 60 + seconds) * 1000 + milliseconds;
}

/** `Z` → 0, `±HH:MM` → minutes east of UTC, when that is all that is left of `text` from `at`; else NaN. */
function readOffsetMinutes(text: string, at: number): number {
  const sign = text[at];
  if ((sign === 'Z' || sign === 'z') && text.length === at + 1) return 0;
  if ((sign !== '+' && sign !== '-') || text.length !== at + 6 || text[at + 3] !== ':') return Number.NaN;
  const hours = readDigits(text, at + 1, 2);
  const minutes = readDigits(text, at + 4, 2);
  const value = hours < 24 && minutes < 60 ? hours * 60 + minutes : Number.NaN;
  return sign === '-' ? -value : value;
}

function countDigits(text: string, at: number): number {
  let end = at;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end - at;
}
