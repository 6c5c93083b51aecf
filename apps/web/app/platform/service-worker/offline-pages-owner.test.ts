import { describe, expect, it } from 'vitest';
import {
  keepOfflinePagesFor,
  OFFLINE_PAGES_OWNER_KEY,
  type OfflinePagesDevice,
} from './offline-pages-owner.ts';

/** A device whose kept pages are a list of owners' names, one per page kept. */
function device(owner: string | null) {
  const stored = new Map<string, string>(owner ? [[OFFLINE_PAGES_OWNER_KEY, owner]] : []);
  const calls: string[] = [];
  const fake: OfflinePagesDevice = {
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    forget: async () => void calls.push('forget'),
    keepCurrentPage: async () => void calls.push(`keep for ${stored.get(OFFLINE_PAGES_OWNER_KEY)}`),
  };
  return { fake, calls, owner: () => stored.get(OFFLINE_PAGES_OWNER_KEY) ?? null };
}

describe('the pages kept offline belong to one user (issue 20)', () => {
  it('keeps them while the same user is signed in', async () => {
    const mila = device('user-mila');
    expect(await keepOfflinePagesFor('user-mila', mila.fake)).toBe(false);
    expect(mila.calls).toEqual([]);
    expect(mila.owner()).toBe('user-mila');
  });

  it('empties them when another user signs in, then keeps the open page for the new one', async () => {
    const shared = device('user-mila');
    expect(await keepOfflinePagesFor('user-ivan', shared.fake)).toBe(true);
    expect(shared.calls).toEqual(['forget', 'keep for user-ivan']);
    expect(shared.owner()).toBe('user-ivan');
  });

  it('empties them when nobody is signed in any more (an expired session), and forgets the owner', async () => {
    const expired = device('user-mila');
    expect(await keepOfflinePagesFor(null, expired.fake)).toBe(true);
    expect(expired.calls).toEqual(['forget']);
    expect(expired.owner()).toBeNull();
  });

  it('empties pages kept before owners were recorded when someone signs in', async () => {
    const unknown = device(null);
    expect(await keepOfflinePagesFor('user-mila', unknown.fake)).toBe(true);
    expect(unknown.calls).toEqual(['forget', 'keep for user-mila']);
  });

  it('does nothing for a guest on a device that kept nothing', async () => {
    const guest = device(null);
    expect(await keepOfflinePagesFor(null, guest.fake)).toBe(false);
    expect(guest.calls).toEqual([]);
  });
});
