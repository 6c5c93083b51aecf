/** SPEC §9: the push token is sent again when the last registration is older than 7 days. */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

export interface SavedPushToken {
  provider: 'fcm' | 'apns' | 'hms' | 'webpush';
  token: string;
  refresh_token: string | null;
  platforms: Array<'android' | 'ios' | 'web' | 'huawei'>;
}

/**
 * SPEC §5/§7: only when both a push token and a signed-in user exist; again when the token changed or the
 * last registration is 7 days old.
 */
export function isPushTokenDue(input: {
  token: SavedPushToken | null;
  signedIn: boolean;
  lastSent: { token: string; at: number } | null;
  now: number;
}): boolean {
  if (!input.token || !input.signedIn) return false;
  if (!input.lastSent || input.lastSent.token !== input.token.token) return true;
  return input.now - input.lastSent.at >= PUSH_TOKEN_REFRESH_MS;
}
