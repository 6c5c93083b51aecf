import type { WebPushSubscription } from '@kalendo/db';
import webpush from 'web-push';

/** The VAPID key pair (RFC 8292) and the contact the push services may write to. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` URL of whoever runs this server. */
  subject: string;
}

/** A new VAPID key pair (P-256, base64url). */
export function generateVapidKeys(): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  return webpush.generateVAPIDKeys();
}

/** What the service worker shows (SPEC §3: title, body, data.action_url); `tag` names the notification. */
export interface PushMessage {
  title: string;
  body: string;
  tag: string;
  data: { action_url: string };
}

/** A push service that has not answered within this long is tried again later (the job's retry). */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one Web Push message (RFC 8030) encrypted for the subscription's keys (RFC 8291, aes128gcm) and
 * signed with VAPID: `web-push` builds the request, fetch posts it. 'gone' when the push service no
 * longer knows the subscription (404/410); any other refusal throws, so the job retries with backoff.
 * `message.tag` is the notification's id.
 */
export function createWebPushSender(vapid: VapidKeys) {
  return async (subscription: WebPushSubscription, message: PushMessage): Promise<'sent' | 'gone'> => {
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: 24 * 60 * 60,
      urgency: 'high',
      // A message sent again (a worker died before recording it) replaces the first at the push service
      // (RFC 8030 topic) and on the device (the same tag): the reader sees it once.
      topic: message.tag.replaceAll('-', '').slice(0, 32),
    });
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) throw new Error(`the push service answered ${response.status}`);
    return 'sent';
  };
}

export type WebPushSender = ReturnType<typeof createWebPushSender>;
