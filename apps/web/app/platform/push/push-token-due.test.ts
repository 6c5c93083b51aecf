import { describe, expect, it } from 'vitest';
import { isPushTokenDue, PUSH_TOKEN_REFRESH_MS, type SavedPushToken } from './push-token-due.ts';

const token: SavedPushToken = { provider: 'fcm', token: 'abc', refresh_token: null, platforms: ['android'] };
const now = 1_795_000_000_000;

describe('isPushTokenDue', () => {
  it('needs both a token and a signed-in user', () => {
    expect(isPushTokenDue({ token: null, signedIn: true, lastSent: null, now })).toBe(false);
    expect(isPushTokenDue({ token, signedIn: false, lastSent: null, now })).toBe(false);
    expect(isPushTokenDue({ token, signedIn: true, lastSent: null, now })).toBe(true);
  });

  it('sends again after 7 days or when the token changed', () => {
    const lastSent = { token: 'abc', at: now - PUSH_TOKEN_REFRESH_MS + 1 };
    expect(isPushTokenDue({ token, signedIn: true, lastSent, now })).toBe(false);
    expect(
      isPushTokenDue({
        token,
        signedIn: true,
        lastSent: { ...lastSent, at: now - PUSH_TOKEN_REFRESH_MS },
        now,
      }),
    ).toBe(true);
    expect(isPushTokenDue({ token: { ...token, token: 'new' }, signedIn: true, lastSent, now })).toBe(true);
  });
});
