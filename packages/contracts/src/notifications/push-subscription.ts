import { z } from '@hono/zod-openapi';

/** The server's VAPID public key (RFC 8292), what a browser subscribes to push with. */
export const PushPublicKeySchema = z
  .object({
    publicKey: z.string().openapi({ description: 'base64url, uncompressed P-256 point', example: 'BEl62i…' }),
  })
  .openapi('PushPublicKey');

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it (RFC 8030 endpoint, RFC 8291 keys). */
export const WebPushSubscriptionSchema = z
  .object({
    endpoint: z.url().max(2048).openapi({ example: 'https://fcm.googleapis.com/fcm/send/abc…' }),
    keys: z.object({
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'a base64url P-256 public key'),
      auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/, 'a base64url 16-byte secret'),
    }),
  })
  .openapi('WebPushSubscription');

/** Which subscription to forget: this browser's endpoint. */
export const WebPushEndpointSchema = z.object({ endpoint: z.url().max(2048) }).openapi('WebPushEndpoint');

export type WebPushSubscriptionInput = z.infer<typeof WebPushSubscriptionSchema>;
