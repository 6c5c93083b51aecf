import { describe, expect, it } from 'vitest';
import { renewalDecision, renewalDue, renewalReference, renews } from './membership-renewal.ts';

const ended = new Date('2026-12-01T10:00:00Z');
const plan = { periodDays: 30, credits: 8 };
const next = { validFrom: ended, validUntil: new Date('2026-12-31T10:00:00Z'), creditsLeft: 8 };

describe('renewals of memberships', () => {
  it('paid: the next period follows the last at once, with the plan’s credits (unlimited stays so)', () => {
    expect(renewalDecision(ended, plan, { kind: 'paid', reference: 'r' })).toEqual({
      kind: 'renewed',
      ...next,
    });
    expect(
      renewalDecision(ended, { periodDays: 30, credits: null }, { kind: 'paid', reference: 'r' }),
    ).toEqual({
      kind: 'renewed',
      ...next,
      creditsLeft: null,
    });
  });

  it('paid at the venue: the same next period waits for the place', () => {
    expect(renewalDecision(ended, plan, { kind: 'deferred' })).toEqual({ kind: 'awaiting-payment', ...next });
  });

  it('declined, or a card that needs its absent holder: it ends; not renewing: it ends, nothing asked', () => {
    expect(renewalDecision(ended, plan, { kind: 'declined', reason: 'card_declined' })).toEqual({
      kind: 'ended',
      reason: 'declined',
    });
    expect(
      renewalDecision(ended, plan, { kind: 'requires-action', reference: 'r', clientSecret: 's' }),
    ).toEqual({ kind: 'ended', reason: 'declined' });
    expect(renewalDecision(ended, plan, null)).toEqual({ kind: 'ended', reason: 'not-renewing' });
  });

  it('renews only when the member and the plan both do', () => {
    expect(renews({ autoRenew: true }, { autoRenew: true })).toBe(true);
    expect(renews({ autoRenew: false }, { autoRenew: true })).toBe(false);
    expect(renews({ autoRenew: true }, { autoRenew: false })).toBe(false);
  });

  it('is due once an active period has ended; a frozen, pending or cancelled one is not', () => {
    const after = new Date(ended.getTime() + 1);
    expect(renewalDue({ status: 'active', validUntil: ended }, ended)).toBe(true);
    expect(renewalDue({ status: 'active', validUntil: after }, ended)).toBe(false);
    for (const status of ['frozen', 'pending', 'cancelled', 'expired'] as const)
      expect(renewalDue({ status, validUntil: ended }, after)).toBe(false);
  });

  it('names the payment by membership and period: every try of one renewal is the same payment', () => {
    expect(renewalReference('m-1', ended)).toBe('renewal-m-1-2026-12-01T10:00:00.000Z');
    expect(renewalReference('m-1', ended)).toBe(renewalReference('m-1', new Date(ended.getTime())));
    expect(renewalReference('m-1', next.validUntil)).not.toBe(renewalReference('m-1', ended));
  });
});
