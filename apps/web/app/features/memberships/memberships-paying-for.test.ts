import type { MyMembershipDto } from '@kalendo/contracts';
import { describe, expect, it } from 'vitest';
import { membershipsPayingFor } from './memberships-paying-for.ts';

const membership = (overrides: Partial<MyMembershipDto>, classIds = ['yoga']): MyMembershipDto =>
  ({
    id: crypto.randomUUID(),
    status: 'active',
    validFrom: '2026-12-01T00:00:00.000Z',
    validUntil: '2026-12-31T00:00:00.000Z',
    creditsLeft: 2,
    plan: { covers: { everything: false, classes: classIds.map((id) => ({ id, name: id })), services: [] } },
    ...overrides,
  }) as MyMembershipDto;

describe('membershipsPayingFor', () => {
  const session = { classId: 'yoga', startsAt: '2026-12-10T09:00:00.000Z' };

  it('offers active memberships that cover the class, have a visit left and are valid when it starts', () => {
    const good = membership({});
    const unlimited = membership({ creditsLeft: null }, []);
    unlimited.plan.covers.everything = true;
    const offered = membershipsPayingFor(session, [
      good,
      unlimited,
      membership({ status: 'pending' }),
      membership({ creditsLeft: 0 }),
      membership({}, ['boxing']),
      membership({ validUntil: '2026-12-05T00:00:00.000Z' }),
    ]);
    expect(offered).toEqual([good, unlimited]);
  });
});
