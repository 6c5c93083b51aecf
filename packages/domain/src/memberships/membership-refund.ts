import type { Money } from '../money/money.ts';

/** Days after a membership starts within which cancelling it before any use gives the money back. */
export const REFUND_WINDOW_DAYS = 14;

const DAY_MS = 86_400_000;

/**
 * What cancelling a membership gives back (ADR 035): its full price when it was paid online, is cancelled
 * within `REFUND_WINDOW_DAYS` of the start of its period and was not used (no visit paid with it); otherwise
 * nothing. A membership paid at the venue was not paid online: anything owed is settled at the desk.
 */
export function refundOnCancel(input: {
  price: Money;
  paidOnline: boolean;
  periodStartedAt: Date;
  cancelledAt: Date;
  visitsUsed: number;
}): Money | null {
  if (!input.paidOnline || input.price.amountMinor === 0 || input.visitsUsed > 0) return null;
  const since = input.cancelledAt.getTime() - input.periodStartedAt.getTime();
  return since <= REFUND_WINDOW_DAYS * DAY_MS ? input.price : null;
}

/** The refund's reference for a membership: one refund per membership, however often it is asked. */
export const refundReference = (membershipId: string) => `refund-${membershipId}`;
