import { DomainError } from '../errors/domain-error.ts';
import type { WallTime } from './availability-query.ts';

const WALL_TIME = /^(\d{2}):(\d{2})(?::00)?$/;

/** Minutes since local midnight of `HH:MM` (or `HH:MM:00`); `24:00` only where `role` is 'end'. */
export function parseWallTime(text: WallTime, role: 'start' | 'end', field = 'time'): number {
  const match = WALL_TIME.exec(text);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const valid =
    match !== null && minutes < 60 && (hours < 24 || (role === 'end' && hours === 24 && minutes === 0));
  if (!valid) {
    throw new DomainError('INVALID_INPUT', `${field} must be a wall-clock time HH:MM`, {
      field,
      value: text,
    });
  }
  return hours * 60 + minutes;
}
