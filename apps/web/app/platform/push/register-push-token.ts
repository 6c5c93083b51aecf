import { reportingLog } from '../error-reporting/report-error.ts';
import { isPushTokenDue, type SavedPushToken } from './push-token-due.ts';

/** Where the platform adapter (native push, or web push with the service worker) leaves the device token. */
export const PUSH_TOKEN_KEY = 'kalendo.pushToken';
const LAST_SENT_KEY = 'kalendo.pushTokenSent';

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/** Logout: the next user of this device registers the token again (it moves to them, SPEC §7). */
export function forgetPushTokenRegistration(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(LAST_SENT_KEY);
}

/** Registers the device's push token for the signed-in user when it is due (errors are logged only, SPEC §8). */
export async function registerPushTokenIfDue(
  signedIn: boolean,
  send: (token: SavedPushToken) => Promise<{ ok: boolean }>,
) {
  const token = read<SavedPushToken>(PUSH_TOKEN_KEY);
  const lastSent = read<{ token: string; at: number }>(LAST_SENT_KEY);
  if (!isPushTokenDue({ token, signedIn, lastSent, now: Date.now() }) || !token) return;
  try {
    const outcome = await send(token);
    if (!outcome.ok) throw new Error('push token registration was refused');
    localStorage.setItem(LAST_SENT_KEY, JSON.stringify({ token: token.token, at: Date.now() }));
  } catch (error) {
    reportingLog.warn('Push token registration failed', error);
  }
}
