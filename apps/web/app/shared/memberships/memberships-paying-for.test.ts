import type { MyMembershipDto } from '@kalendo/contracts';
import { describe, expect, it } from 'vitest';
import {
  membershipsPayingFor,
  membershipsPayingForBasket,
  totalsAfterCovered,
} from './memberships-paying-for.ts';

const membership = (
  overrides: Partial<MyMembershipDto>,
  classIds = ['yoga'],
  serviceIds: string[] = [],
): MyMembershipDto =>
  ({
    id: crypto.randomUUID(),
    status: 'active',
    validFrom: '2026-12-01T00:00:00.000Z',
    validUntil: '2026-12-31T00:00:00.000Z',
    creditsLeft: 2,
    plan: {
      covers: {
        everything: false,
        classes: classIds.map((id) => ({ id, name: id })),
        services: serviceIds.map((id) => ({ id, name: id })),
      },
    },
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

describe('membershipsPayingForBasket', () => {
  const items = [
    { id: 'a', serviceId: 'cut', start: '2026-12-10T09:00:00.000Z', priceMinor: 3000, currency: 'EUR' },
    { id: 'b', serviceId: 'colour', start: '2026-12-10T10:00:00.000Z', priceMinor: 6000, currency: 'EUR' },
    { id: 'c', serviceId: 'cut', start: '2026-12-11T09:00:00.000Z', priceMinor: 3000, currency: 'EUR' },
  ].map((item) => ({ ...item, classId: null }));
  // A class item names its class, not a service.
  const yogaSpot = {
    id: 'y',
    serviceId: '',
    classId: 'yoga',
    start: '2026-12-10T17:00:00.000Z',
    priceMinor: 1500,
    currency: 'EUR',
  };

  it('offers the memberships covering some items, valid for all of them, with a visit for each', () => {
    const cuts = membership({}, [], ['cut']);
    const payers = membershipsPayingForBasket(items, [
      cuts,
      membership({ creditsLeft: 1 }, [], ['cut']),
      membership({}, ['yoga'], []),
      membership({ validUntil: '2026-12-11T00:00:00.000Z' }, [], ['cut']),
      membership({ status: 'frozen' }, [], ['cut']),
    ]);
    expect(payers).toEqual([{ membership: cuts, coveredItemIds: ['a', 'c'] }]);
  });

  it('covers a class spot by its class, beside the services', () => {
    const yoga = membership({}, ['yoga'], []);
    const both = membership({ creditsLeft: 3 }, ['yoga'], ['cut']);
    expect(membershipsPayingForBasket([...items, yogaSpot], [yoga, both])).toEqual([
      { membership: yoga, coveredItemIds: ['y'] },
      { membership: both, coveredItemIds: ['a', 'c', 'y'] },
    ]);
  });

  it('takes the covered items off the totals to pay at the venue', () => {
    const totals = [{ currency: 'EUR', amountMinor: 12000 }];
    expect(totalsAfterCovered(items, totals, ['a', 'c'])).toEqual([{ currency: 'EUR', amountMinor: 6000 }]);
    expect(totalsAfterCovered(items, totals, [])).toEqual(totals);
  });
});
