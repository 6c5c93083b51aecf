import { createHash } from 'node:crypto';

/** A stable fingerprint of a request body, so a retry can be told apart from a different request. */
export function requestFingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}
