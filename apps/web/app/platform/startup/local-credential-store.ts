import type { Credentials } from '../credentials.ts';
import type { CredentialStore } from './run-startup.ts';

export const CREDENTIALS_KEY = 'kalendo.credentials';

/** An HTTP authentication scheme (RFC 9110 §11.1: a token) and a credential of visible ASCII, no spaces. */
const TOKEN_TYPE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const ACCESS_TOKEN = /^[\x21-\x7e]+$/;

/** The saved login, or null when the value is not one an `Authorization` header can carry. */
export function parseCredentials(raw: string): Credentials | null {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { tokenType, accessToken } = value as Partial<Record<keyof Credentials, unknown>>;
  if (typeof tokenType !== 'string' || typeof accessToken !== 'string') return null;
  if (!TOKEN_TYPE.test(tokenType) || !ACCESS_TOKEN.test(accessToken)) return null;
  return { tokenType, accessToken };
}

/** Saved login of API-token clients (the native shell keeps it in Preferences through the same interface). */
export const localCredentialStore: CredentialStore = {
  async load() {
    const raw = localStorage.getItem(CREDENTIALS_KEY);
    if (!raw) return null;
    const credentials = parseCredentials(raw);
    if (!credentials) throw new Error('saved credentials are malformed');
    return credentials;
  },
  async clear() {
    localStorage.removeItem(CREDENTIALS_KEY);
  },
};
