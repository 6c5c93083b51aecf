import type { ApiClient } from '../../lib/api-client.ts';
import { isPushTokenDue } from './push-token-due.ts';

/** This browser and Web Push: no support, blocked by the user, not subscribed, or subscribed. */
export type WebPushState = 'unsupported' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** How long to wait for the service worker, which registers once the page is idle (update-manager). */
const SERVICE_WORKER_WAIT_MS = 10_000;

/** The browser's service worker registration; null when there is none (the SERVICE_WORKER setting). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered) return registered;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS)),
  ]);
}

/** base64url (the API's VAPID key) → the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const subscriptionOf = (subscription: PushSubscription) => {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
};

export async function webPushState(): Promise<WebPushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await worker.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks for permission (call it from a click: browsers ignore a prompt nobody asked for), subscribes this
 * browser with the server's key and gives the subscription to the API for the signed-in user.
 */
export async function turnOnWebPush(api: ApiClient): Promise<WebPushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const key = await api.getPushPublicKey();
  if (!key) return 'unsupported';
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key.publicKey),
    }));
  const saved = await api.savePushSubscription(subscriptionOf(subscription));
  if (!saved.ok) throw new Error(saved.error.message);
  return 'on';
}

/** Stops pushes to this browser: the API forgets it, then the browser drops the subscription. */
export async function turnOffWebPush(api: ApiClient): Promise<WebPushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await api.removePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return webPushState();
}

/**
 * SPEC §9: a subscribed browser gives its subscription again (it may have changed, or moved to the user
 * now signed in) — at most once a week, like the native token.
 */
export async function refreshWebPushSubscription(
  api: ApiClient,
  storage: Storage = localStorage,
): Promise<void> {
  if ((await webPushState()) !== 'on') return;
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  const key = 'kalendo.webPushSent';
  const lastSent = JSON.parse(storage.getItem(key) ?? 'null') as { token: string; at: number } | null;
  const token = {
    provider: 'webpush' as const,
    token: subscription.endpoint,
    refresh_token: null,
    platforms: ['web' as const],
  };
  if (!isPushTokenDue({ token, signedIn: true, lastSent, now: Date.now() })) return;
  const saved = await api.savePushSubscription(subscriptionOf(subscription));
  if (saved.ok) storage.setItem(key, JSON.stringify({ token: subscription.endpoint, at: Date.now() }));
}
