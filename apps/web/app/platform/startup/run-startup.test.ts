import { describe, expect, it } from 'vitest';
import type { Credentials } from '../credentials.ts';
import { type CredentialStore, runStartup } from './run-startup.ts';

const user = { id: 'u1', firstName: 'Ana', lastName: 'Ivanova', avatarThumbnailUrl: null };
const saved: Credentials = { tokenType: 'Bearer', accessToken: 'abc' };

function store(initial: Credentials | null | Error) {
  let value = initial;
  const credentials: CredentialStore & { cleared: boolean } = {
    cleared: false,
    async load() {
      if (value instanceof Error) throw value;
      return value;
    },
    async clear() {
      value = null;
      credentials.cleared = true;
    },
  };
  return credentials;
}

function run(credentials: ReturnType<typeof store>, loadProfile: (c: Credentials) => Promise<typeof user>) {
  const logs: string[] = [];
  const result = runStartup({
    credentials,
    loadProfile,
    log: (m) => logs.push(m),
    error: (m) => logs.push(`error: ${m}`),
  });
  return { logs, result };
}

describe('runStartup', () => {
  it('restores the login and loads the profile', async () => {
    const { logs, result } = run(store(saved), async (c) => {
      expect(c).toEqual(saved);
      return user;
    });
    expect(await result).toEqual({ loggedIn: true, user, credentials: saved });
    expect(logs).toEqual(['Credentials loading...', 'Profile loading...', 'Loaded successfully.']);
  });

  it('is logged out without saved credentials, without asking for a profile', async () => {
    const { logs, result } = run(store(null), async () => {
      throw new Error('must not be called');
    });
    expect(await result).toEqual({ loggedIn: false });
    expect(logs).toEqual(['Credentials loading...', 'Loaded successfully.']);
  });

  it('clears the credentials and carries on logged out when the profile fails', async () => {
    const credentials = store(saved);
    const { logs, result } = run(credentials, async () => {
      throw new Error('401');
    });
    expect(await result).toEqual({ loggedIn: false });
    expect(logs).toEqual(['Credentials loading...', 'Profile loading...', 'error: Error loading profile.']);
    expect(credentials.cleared).toBe(true);
  });

  it('clears the credentials when they cannot be read', async () => {
    const credentials = store(new Error('corrupt storage'));
    const { logs, result } = run(credentials, async () => user);
    expect(await result).toEqual({ loggedIn: false });
    expect(logs.at(-1)).toBe('error: Error loading credentials.');
    expect(credentials.cleared).toBe(true);
  });
});
