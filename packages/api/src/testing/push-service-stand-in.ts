import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** A browser's push subscription as the stand-in made it: what the browser would give the page. */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One message the stand-in received, decrypted with the subscription's private key. */
export interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  ttl: string | undefined;
  /** RFC 8030 `Topic`: a message with the same topic replaces an undelivered one. */
  topic: string | undefined;
  /** The VAPID public key (`k=`) whose signature on the request's JWT was verified. */
  vapidKey: string;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);

/** RFC 8291 (aes128gcm, one record): the plaintext of `body` for the receiver's key pair and auth secret. */
function decryptWebPush(body: Buffer, receiver: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the JWT is signed by that key. */
async function verifyVapid(request: IncomingMessage, audience: string): Promise<string> {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no VAPID authorization');
  const point = Buffer.from(match[2], 'base64url');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    'ES256',
  );
  await jwtVerify(match[1], key, { audience });
  return match[2];
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A push service on loopback standing in for the browsers' (FCM, Mozilla autopush): it hands out
 * subscriptions with real P-256 keys, receives Web Push requests, checks their VAPID signature and
 * decrypts them. A subscription marked `gone` answers 410, as a push service does for an expired one.
 */
export async function startPushServiceStandIn(options: { answerAfterMs?: number } = {}) {
  const receivers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server = createServer(async (request, response) => {
    const id = (request.url ?? '').replace(/^\/push\//, '');
    const receiver = receivers.get(id);
    const body = await readBody(request);
    if (!receiver || receiver.gone) {
      response.writeHead(410).end();
      return;
    }
    try {
      const vapidKey = await verifyVapid(request, origin);
      const payload = JSON.parse(decryptWebPush(body, receiver.ecdh, receiver.auth).toString('utf8'));
      received.push({
        endpoint: `${origin}/push/${id}`,
        payload,
        ttl: request.headers.ttl as string | undefined,
        topic: request.headers.topic as string | undefined,
        vapidKey,
      });
      // A slow push service (`answerAfterMs`) keeps requests in flight, e.g. while a worker is killed.
      setTimeout(() => response.writeHead(201).end(), options.answerAfterMs ?? 0);
    } catch (error) {
      refused.push(String(error));
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Requests that failed the VAPID check or decryption (should stay empty). */
    refused,
    subscribe(): StandInSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      receivers.set(id, { ecdh, auth, gone: false });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    /** The push service forgets the subscription: it answers 410 from now on. */
    expire(subscription: StandInSubscription) {
      const receiver = receivers.get(subscription.endpoint.split('/push/')[1] ?? '');
      if (receiver) receiver.gone = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
