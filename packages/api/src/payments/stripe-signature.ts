import { createHmac, timingSafeEqual } from 'node:crypto';

/** Events older than this are refused: a replayed request cannot start a membership again later. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Whether a webhook body was signed by Stripe with the endpoint's secret (`Stripe-Signature: t=…,v1=…`,
 * HMAC-SHA256 of `t.body`), recently. Compared in constant time; any malformed header is simply false.
 */
export function verifyStripeSignature(input: {
  payload: string;
  header: string | null;
  secret: string;
  now: Date;
}): boolean {
  if (!input.header) return false;
  const parts = input.header.split(',').map((part) => part.split('=') as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(input.now.getTime() / 1000 - timestamp) > STRIPE_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', input.secret).update(`${timestamp}.${input.payload}`).digest();
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}

/** Signs a payload as Stripe does (the stand-in's webhook sender, and tests). */
export function stripeSignatureHeader(payload: string, secret: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
