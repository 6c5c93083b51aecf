import { Temporal } from 'temporal-polyfill';
import { DomainError } from '../errors/domain-error.ts';
import type { AvailabilityQuery } from './availability-query.ts';
import { parseLocalDate } from './parse-local-date.ts';

export const MAX_RANGE_DAYS = 366;

/**
 * Checks what the parsers don't: the zone, the numbers of the policy and the service, and the range's
 * order and length. Throws a `DomainError('INVALID_INPUT')` naming the field.
 */
export function validateAvailabilityQuery(query: AvailabilityQuery): void {
  const { policy, service } = query;
  requireInteger('policy.leadTimeMinutes', policy.leadTimeMinutes, 0);
  requireInteger('policy.horizonDays', policy.horizonDays, 1);
  requireInteger('policy.slotStepMinutes', policy.slotStepMinutes, 1);
  requireInteger('service.durationMinutes', service.durationMinutes, 1);
  requireInteger('service.bufferBeforeMinutes', service.bufferBeforeMinutes, 0);
  requireInteger('service.bufferAfterMinutes', service.bufferAfterMinutes, 0);
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(query.timeZone);
  } catch {
    throw invalid('timeZone', 'timeZone must be an IANA time zone', query.timeZone);
  }
  const days =
    (parseLocalDate(query.range.to, 'range.to') - parseLocalDate(query.range.from, 'range.from')) / 864e5;
  if (days < 0 || days >= MAX_RANGE_DAYS) {
    throw invalid('range', `range must run forwards over at most ${MAX_RANGE_DAYS} days`, query.range);
  }
}

function requireInteger(field: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min)
    throw invalid(field, `${field} must be an integer ≥ ${min}`, value);
}

function invalid(field: string, message: string, value: unknown): DomainError {
  return new DomainError('INVALID_INPUT', message, { field, value });
}
