import type { SavedPushToken } from '../push/push-token-due.ts';
import { PUSH_TOKEN_KEY } from '../push/register-push-token.ts';
import { nativePlugin, type PluginListener } from './native-plugin.ts';

type Permission = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied';

/** Capacitor's PushNotifications plugin: FCM on Android, APNs on iOS. */
export interface PushNotificationsPlugin {
  checkPermissions(): Promise<{ receive: Permission }>;
  requestPermissions(): Promise<{ receive: Permission }>;
  register(): Promise<void>;
  addListener(event: 'registration', listener: (token: { value: string }) => void): Promise<PluginListener>;
}

/** The shell's platform, as Capacitor names it. */
function nativePlatformName(): 'android' | 'ios' {
  const capacitor = (globalThis as { Capacitor?: { getPlatform?: () => string } }).Capacitor;
  return capacitor?.getPlatform?.() === 'ios' ? 'ios' : 'android';
}

/**
 * The device's push token in the native app (SPEC §7): asks the user once (the system's own prompt),
 * registers with FCM or APNs and keeps the token where start-up finds it to send (`PUSH_TOKEN_KEY`); the
 * token it answers is then sent for the signed-in user. Answers null when the user said no, or outside the
 * native shell: the web fallback is Web Push, which the browser's subscription handles (ADR 020).
 */
export async function saveNativePushToken(
  plugin: PushNotificationsPlugin | null = nativePlugin<PushNotificationsPlugin>('PushNotifications'),
  platform: 'android' | 'ios' = nativePlatformName(),
  storage: Pick<Storage, 'setItem'> = localStorage,
): Promise<SavedPushToken | null> {
  if (!plugin) return null;
  let { receive } = await plugin.checkPermissions();
  if (receive === 'prompt' || receive === 'prompt-with-rationale')
    ({ receive } = await plugin.requestPermissions());
  if (receive !== 'granted') return null;
  const value = await new Promise<string>((resolve) => {
    const listener = plugin.addListener('registration', (token) => {
      void listener.then((added) => added.remove()).catch(() => {});
      resolve(token.value);
    });
    void listener.then(() => plugin.register());
  });
  const token: SavedPushToken = {
    provider: platform === 'ios' ? 'apns' : 'fcm',
    token: value,
    refresh_token: null,
    platforms: [platform],
  };
  storage.setItem(PUSH_TOKEN_KEY, JSON.stringify(token));
  return token;
}
