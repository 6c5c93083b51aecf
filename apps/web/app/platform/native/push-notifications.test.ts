import { describe, expect, it, vi } from 'vitest';
import { PUSH_TOKEN_KEY } from '../push/register-push-token.ts';
import { type PushNotificationsPlugin, saveNativePushToken } from './push-notifications.ts';

/** A PushNotifications stub: the permission it starts with and answers after asking; `register` gives a token. */
function pushPlugin(start: string, afterAsking = start) {
  let onRegistration: ((token: { value: string }) => void) | undefined;
  const removed = vi.fn(async () => {});
  const plugin = {
    checkPermissions: vi.fn(async () => ({ receive: start })),
    requestPermissions: vi.fn(async () => ({ receive: afterAsking })),
    register: vi.fn(async () => onRegistration?.({ value: 'device-token-7' })),
    addListener: vi.fn(async (_event: string, listener: (token: { value: string }) => void) => {
      onRegistration = listener;
      return { remove: removed };
    }),
  };
  return { plugin: plugin as unknown as PushNotificationsPlugin, calls: plugin, removed };
}

const storage = () => ({ setItem: vi.fn() });

describe('saveNativePushToken', () => {
  it('web fallback: without the native plugin there is nothing to ask and nothing kept', async () => {
    const kept = storage();
    expect(await saveNativePushToken(null, 'android', kept)).toBeNull();
    expect(kept.setItem).not.toHaveBeenCalled();
  });

  it('asks once when the user was not asked yet, registers, and keeps the FCM token for start-up to send', async () => {
    const { plugin, calls, removed } = pushPlugin('prompt', 'granted');
    const kept = storage();
    const token = await saveNativePushToken(plugin, 'android', kept);
    expect(calls.requestPermissions).toHaveBeenCalledTimes(1);
    expect(calls.register).toHaveBeenCalledTimes(1);
    expect(token).toEqual({
      provider: 'fcm',
      token: 'device-token-7',
      refresh_token: null,
      platforms: ['android'],
    });
    expect(kept.setItem).toHaveBeenCalledWith(PUSH_TOKEN_KEY, JSON.stringify(token));
    await vi.waitFor(() => expect(removed).toHaveBeenCalled());
  });

  it('on iOS the token is an APNs token; a permission already given is not asked again', async () => {
    const { plugin, calls } = pushPlugin('granted');
    const token = await saveNativePushToken(plugin, 'ios', storage());
    expect(calls.requestPermissions).not.toHaveBeenCalled();
    expect(token).toMatchObject({ provider: 'apns', platforms: ['ios'] });
  });

  it('a user who says no is not registered and nothing is kept', async () => {
    const { plugin, calls } = pushPlugin('prompt', 'denied');
    const kept = storage();
    expect(await saveNativePushToken(plugin, 'android', kept)).toBeNull();
    expect(calls.register).not.toHaveBeenCalled();
    expect(kept.setItem).not.toHaveBeenCalled();
  });
});
