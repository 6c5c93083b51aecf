import { DomainError } from '../errors/domain-error.ts';
import type { LocalDate } from './availability-query.ts';
import { readCalendarDate } from './read-calendar-date.ts';

/**
 * Reads `YYYY-MM-DD` as "wall milliseconds": the wall-clock reading at 00:00 that day counted as if it were
 * UTC (`Date.UTC`). Wall milliseconds are plain calendar arithmetic, not instants: only
 * `resolveLocalTime`/`resolveWindowBoundary` turn them into instants, through the location's zone.
 */
export function parseLocalDate(text: LocalDate, field = 'date'): number {
  const wallMs = text.length === 10 ? readCalendarDate(text, 0) : Number.NaN;
  if (Number.isNaN(wallMs)) {
    throw new DomainError('INVALID_INPUT', `${field} must be a calendar date YYYY-MM-DD`, {
      field,
      value: text,
    });
  }
  return wallMs;
}
