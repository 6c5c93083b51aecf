import { DomainError } from '../errors/domain-error.ts';

/** Where a page of reviews (newest first) stopped: the last review's instant (to the microsecond) and id. */
export interface ReviewPosition {
  createdAt: string;
  id: string;
}

const POSITION = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3,6}Z)\|([0-9a-f-]{36})$/;

function fromBase64Url(text: string): string {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return '';
  }
}

/** An opaque, URL-safe cursor for the page after `position`. */
export function encodeReviewCursor(position: ReviewPosition): string {
  return btoa(`${position.createdAt}|${position.id}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Reads a cursor made by `encodeReviewCursor`; anything else is invalid input (never a 500). */
export function decodeReviewCursor(cursor: string): ReviewPosition {
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? fromBase64Url(cursor) : '';
  const match = POSITION.exec(text);
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1]))) {
    throw new DomainError('INVALID_INPUT', 'cursor is not a cursor of this list', { field: 'cursor' });
  }
  return { createdAt: match[1], id: match[2] };
}
