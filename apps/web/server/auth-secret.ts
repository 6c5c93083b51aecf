import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The secret of session cookies and tokens: AUTH_SECRET when set (required with several processes); else
 * one generated on first start and kept in the data directory, so `npm start` needs no configuration.
 */
export function resolveAuthSecret(env: { AUTH_SECRET?: string | undefined; DATA_DIR: string }): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = join(env.DATA_DIR, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
