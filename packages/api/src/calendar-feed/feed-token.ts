import { createHash, randomBytes } from 'node:crypto';

/** A new feed token: 32 random bytes, base64url (43 characters). */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, hex. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
