import { DomainError } from '../errors/domain-error.ts';

/** Where the next page of a list in start order begins: after this start, then this id (keyset). */
export interface StartPosition {
  startsAt: Date;
  id: string;
}

/** An opaque cursor for a list in start order (appointments, class sessions). */
export function encodeStartCursor(position: StartPosition): string {
  return Buffer.from(`${position.startsAt.toISOString()}|${position.id}`).toString('base64url');
}

/** The position of a cursor we made; anything else is bad input (a 400, never a 500). */
export function decodeStartCursor(cursor: string): StartPosition {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const startsAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(startsAt.getTime()))
    throw new DomainError('INVALID_INPUT', 'cursor is not valid', { field: 'cursor' });
  return { startsAt, id };
}
