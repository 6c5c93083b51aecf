import { scryptSync } from 'node:crypto';

/** better-auth's scrypt parameters (N=16384, r=16, p=1, 64-byte key). */
const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 } as const;

/**
 * Hashes a password the way better-auth does, so a seeded user can sign in:
 * `${saltHex}:${keyHex}`, where the hex string of the salt (not its bytes) is the scrypt salt.
 * The caller provides the 16-byte salt as hex so that the seed stays deterministic.
 */
export function hashPassword(password: string, saltHex: string): string {
  if (!/^[0-9a-f]{32}$/.test(saltHex)) throw new Error('The salt must be 16 bytes of lower-case hex');
  const key = scryptSync(password.normalize('NFKC'), saltHex, 64, SCRYPT);
  return `${saltHex}:${key.toString('hex')}`;
}
