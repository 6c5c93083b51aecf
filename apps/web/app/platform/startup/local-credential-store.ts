import type { CredentialStore, Credentials } from './run-startup.ts';

export const CREDENTIALS_KEY = 'kalendo.credentials';

/** Saved login of API-token clients (the native shell keeps it in Preferences through the same interface). */
export const localCredentialStore: CredentialStore = {
  async load() {
    const raw = localStorage.getItem(CREDENTIALS_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Credentials>;
    if (typeof value.tokenType !== 'string' || typeof value.accessToken !== 'string') {
      throw new Error('saved credentials are malformed');
    }
    return { tokenType: value.tokenType, accessToken: value.accessToken };
  },
  async clear() {
    localStorage.removeItem(CREDENTIALS_KEY);
  },
};
