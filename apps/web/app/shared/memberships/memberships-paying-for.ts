import type { BasketItemDto, ClassSession, MyMembershipDto } from '@kalendo/contracts';

/** Whether the membership is active, and valid when a visit starting at `startsAt` (epoch ms) begins. */
const validAt = (membership: MyMembershipDto, startsAt: number) =>
  membership.status === 'active' &&
  Date.parse(membership.validFrom) <= startsAt &&
  startsAt < Date.parse(membership.validUntil);

const hasCredits = (membership: MyMembershipDto, needed: number) =>
  membership.creditsLeft === null || membership.creditsLeft >= needed;

/**
 * The user's memberships that can pay for a class session, as the timetable offers them: active, covering
 * the class, with a visit left, and valid when it starts. The API decides again under the membership's lock.
 */
export function membershipsPayingFor(
  session: Pick<ClassSession, 'classId' | 'startsAt'>,
  mine: readonly MyMembershipDto[],
): MyMembershipDto[] {
  const startsAt = Date.parse(session.startsAt);
  return mine.filter(
    (membership) =>
      validAt(membership, startsAt) &&
      (membership.plan.covers.everything ||
        membership.plan.covers.classes.some((item) => item.id === session.classId)) &&
      hasCredits(membership, 1),
  );
}

/** A membership the checkout offers, with the basket items it would pay for. */
export interface BasketPayer {
  membership: MyMembershipDto;
  coveredItemIds: string[];
}

/**
 * The user's memberships that can pay for a basket, as the checkout offers them (the API's
 * `membershipPaysFor` rule): each covers at least one item, is active and valid when every covered item
 * starts, and has a visit left for each of them; the items it does not cover are paid at the venue.
 */
export function membershipsPayingForBasket(
  items: ReadonlyArray<Pick<BasketItemDto, 'id' | 'serviceId' | 'classId' | 'start'>>,
  mine: readonly MyMembershipDto[],
): BasketPayer[] {
  return mine.flatMap((membership) => {
    const { covers } = membership.plan;
    const covered = items.filter(
      (item) =>
        covers.everything ||
        (item.classId === null
          ? covers.services.some((service) => service.id === item.serviceId)
          : covers.classes.some((entry) => entry.id === item.classId)),
    );
    const usable =
      covered.length > 0 &&
      covered.every((item) => validAt(membership, Date.parse(item.start))) &&
      hasCredits(membership, covered.length);
    return usable ? [{ membership, coveredItemIds: covered.map((item) => item.id) }] : [];
  });
}

/** The totals to pay at the venue once the covered items are taken off, one line per currency. */
export function totalsAfterCovered(
  items: ReadonlyArray<Pick<BasketItemDto, 'id' | 'priceMinor' | 'currency'>>,
  totals: ReadonlyArray<{ currency: string; amountMinor: number }>,
  coveredItemIds: readonly string[],
): Array<{ currency: string; amountMinor: number }> {
  return totals.map((total) => ({
    currency: total.currency,
    amountMinor:
      total.amountMinor -
      items
        .filter((item) => item.currency === total.currency && coveredItemIds.includes(item.id))
        .reduce((sum, item) => sum + item.priceMinor, 0),
  }));
}
