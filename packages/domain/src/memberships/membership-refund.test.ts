import { describe, expect, it } from 'vitest';
import { REFUND_WINDOW_DAYS, refundOnCancel, refundReference } from './membership-refund.ts';

const DAY = 86_400_000;
const start = new Date('2026-12-01T10:00:00Z');
const price = { amountMinor: 8900, currency: 'BGN' };
const cancel = (overrides: Partial<Parameters<typeof refundOnCancel>[0]> = {}) =>
  refundOnCancel({
    price,
    paidOnline: true,
    periodStartedAt: start,
    cancelledAt: start,
    visitsUsed: 0,
    ...overrides,
  });

describe('refunds on cancellation', () => {
  it('gives the full price back when paid online, unused and cancelled within 14 days of the start', () => {
    expect(cancel()).toEqual(price);
    expect(cancel({ cancelledAt: new Date(start.getTime() + REFUND_WINDOW_DAYS * DAY) })).toEqual(price);
  });

  it('gives nothing back after 14 days, once used, when free, or when paid at the venue', () => {
    expect(cancel({ cancelledAt: new Date(start.getTime() + REFUND_WINDOW_DAYS * DAY + 1) })).toBeNull();
    expect(cancel({ visitsUsed: 1 })).toBeNull();
    expect(cancel({ price: { amountMinor: 0, currency: 'BGN' } })).toBeNull();
    expect(cancel({ paidOnline: false })).toBeNull();
  });

  it('names one refund per membership', () => {
    expect(refundReference('m-1')).toBe('refund-m-1');
  });
});
