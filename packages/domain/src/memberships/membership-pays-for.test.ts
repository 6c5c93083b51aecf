import { describe, expect, it } from 'vitest';
import type { MembershipRecord } from './membership-ports.ts';
import { membershipPaysFor } from './membership-rules.ts';

const DAY = 86_400_000;
const now = new Date('2026-12-01T10:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const active: Pick<MembershipRecord, 'status' | 'validFrom' | 'validUntil' | 'frozenAt' | 'creditsLeft'> = {
  status: 'active',
  validFrom: at(-10),
  validUntil: at(20),
  frozenAt: null,
  creditsLeft: 2,
};
const covers = (serviceId: string) => serviceId === 'yoga';
const pays = (items: Array<{ serviceId: string; startsAt: Date }>, membership: Partial<typeof active> = {}) =>
  membershipPaysFor({ membership: { ...active, ...membership }, maxFreezeDays: 0, covers, items, now });

describe('membershipPaysFor', () => {
  it('pays for every covered visit and leaves the others to the venue', () => {
    const items = [
      { serviceId: 'massage', startsAt: at(1) },
      { serviceId: 'yoga', startsAt: at(2) },
      { serviceId: 'yoga', startsAt: at(3) },
    ];
    expect(pays(items)).toEqual({ paid: [1, 2] });
    expect(pays(items, { creditsLeft: null })).toEqual({ paid: [1, 2] });
  });

  it('refuses when it covers none of the visits', () => {
    expect(pays([{ serviceId: 'massage', startsAt: at(1) }])).toEqual({ refused: 'not-covered' });
  });

  it('refuses all or nothing when there are fewer credits than covered visits', () => {
    const two = [
      { serviceId: 'yoga', startsAt: at(1) },
      { serviceId: 'yoga', startsAt: at(2) },
    ];
    expect(pays(two, { creditsLeft: 1 })).toEqual({ refused: 'no-credits' });
    expect(pays(two.slice(0, 1), { creditsLeft: 0 })).toEqual({ refused: 'no-credits' });
  });

  it('refuses a covered visit outside the period, and a membership that is not active', () => {
    expect(pays([{ serviceId: 'yoga', startsAt: at(25) }])).toEqual({ refused: 'outside-period' });
    expect(pays([{ serviceId: 'yoga', startsAt: at(1) }], { status: 'pending' })).toEqual({
      refused: 'pending',
    });
    expect(pays([{ serviceId: 'massage', startsAt: at(1) }], { status: 'cancelled' })).toEqual({
      refused: 'cancelled',
    });
  });
});
