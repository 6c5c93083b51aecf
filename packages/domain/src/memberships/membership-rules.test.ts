import { describe, expect, it } from 'vitest';
import type { MembershipRecord } from './membership-ports.ts';
import { membershipAt, planCovers, whyMembershipCannotPay } from './membership-rules.ts';

const DAY = 86_400_000;
const now = new Date('2026-12-01T10:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const coverage = { everything: false, classes: [{ id: 'yoga', name: 'Yoga' }], services: [] };
const active: Pick<MembershipRecord, 'status' | 'validFrom' | 'validUntil' | 'frozenAt' | 'creditsLeft'> = {
  status: 'active',
  validFrom: at(-10),
  validUntil: at(20),
  frozenAt: null,
  creditsLeft: 3,
};

describe('membershipAt', () => {
  it('reads an active membership past its end as expired', () => {
    expect(membershipAt({ ...active, validUntil: at(-1) }, 0, now).status).toBe('expired');
    expect(membershipAt(active, 0, now)).toEqual({ status: 'active', validUntil: at(20) });
  });

  it('pushes the end of a frozen membership by the days it has been frozen, at most the plan allows', () => {
    expect(membershipAt({ ...active, status: 'frozen', frozenAt: at(-3) }, 14, now)).toEqual({
      status: 'frozen',
      validUntil: at(23),
    });
    // Frozen 30 days on a plan that allows 14: the freeze ended by itself, 14 days were added.
    expect(membershipAt({ ...active, status: 'frozen', frozenAt: at(-30) }, 14, now)).toEqual({
      status: 'active',
      validUntil: at(34),
    });
  });

  it('keeps pending and cancelled as they are', () => {
    expect(membershipAt({ ...active, status: 'pending' }, 0, now).status).toBe('pending');
    expect(membershipAt({ ...active, status: 'cancelled', validUntil: at(-5) }, 0, now).status).toBe(
      'cancelled',
    );
  });
});

describe('whyMembershipCannotPay', () => {
  const ask = (overrides: Partial<typeof active>, startsAt = at(2), classId = 'yoga') =>
    whyMembershipCannotPay({
      membership: { ...active, ...overrides },
      maxFreezeDays: 0,
      covered: planCovers(coverage, { classId }),
      startsAt,
      now,
    });

  it('lets an active membership with a credit pay for a covered class in its period', () => {
    expect(ask({})).toBeNull();
    expect(ask({ creditsLeft: null })).toBeNull();
  });

  it('names what stands in the way', () => {
    expect(ask({ status: 'pending' })).toBe('pending');
    expect(ask({ status: 'cancelled' })).toBe('cancelled');
    expect(ask({ validUntil: at(-1) })).toBe('expired');
    expect(ask({ creditsLeft: 0 })).toBe('no-credits');
    expect(ask({}, at(2), 'boxing')).toBe('not-covered');
    expect(ask({}, at(25))).toBe('outside-period');
  });
});

describe('planCovers', () => {
  it('covers everything, or the listed classes and services only', () => {
    expect(planCovers({ ...coverage, everything: true }, { serviceId: 'any' })).toBe(true);
    expect(planCovers(coverage, { classId: 'yoga' })).toBe(true);
    expect(planCovers(coverage, { serviceId: 'yoga' })).toBe(false);
  });
});
