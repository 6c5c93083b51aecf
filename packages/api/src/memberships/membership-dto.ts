import type { MembershipPlanDto, MyMembershipDto } from '@kalendo/contracts';
import {
  type CityNameDirectory,
  type MembershipPlan,
  type MyMembership,
  membershipAt,
  nameCitiesIn,
  renews,
} from '@kalendo/domain';

/** Plans as the API shows them, their places' cities named in the reader's language. */
export async function toPlanDtos(
  deps: { cityNames: CityNameDirectory },
  plans: readonly MembershipPlan[],
  locale: string,
): Promise<MembershipPlanDto[]> {
  // One query for every plan's places; each plan then takes back as many as it gave.
  const named = await nameCitiesIn(
    deps,
    plans.flatMap((plan) => plan.places),
    locale,
  );
  const placesOf = (index: number) => {
    const start = plans.slice(0, index).reduce((sum, plan) => sum + plan.places.length, 0);
    return named
      .slice(start, start + (plans[index]?.places.length ?? 0))
      .map(({ slug, name, city }) => ({ slug, name, city }));
  };
  return plans.map((plan, index) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    periodDays: plan.periodDays,
    credits: plan.credits,
    startsOnPurchase: plan.startsOnPurchase,
    autoRenew: plan.autoRenew,
    maxFreezeDays: plan.maxFreezeDays,
    terms: plan.terms,
    covers: plan.coverage,
    business: { slug: plan.business.slug, name: plan.business.name },
    places: placesOf(index),
  }));
}

/** A member's membership as it stands at `now` (expired, or pushed by a freeze under way). */
export function toMyMembershipDto(
  { membership, history }: MyMembership,
  plan: MembershipPlanDto,
  now: Date,
): MyMembershipDto {
  const { status, validUntil } = membershipAt(membership, plan.maxFreezeDays, now);
  return {
    id: membership.id,
    status,
    validFrom: membership.validFrom.toISOString(),
    validUntil: validUntil.toISOString(),
    creditsLeft: membership.creditsLeft,
    paymentMethod: membership.paymentMethod,
    frozenSince: status === 'frozen' ? (membership.frozenAt?.toISOString() ?? null) : null,
    canFreeze: status === 'active' && plan.maxFreezeDays > 0,
    canCancel: status !== 'cancelled' && status !== 'expired',
    autoRenew: renews(membership, plan) && status !== 'cancelled' && status !== 'expired',
    canChangeAutoRenew: plan.autoRenew && status !== 'cancelled' && status !== 'expired',
    plan,
    history: history.map((move) => ({
      change: move.change,
      reason: move.reason,
      at: move.at.toISOString(),
      className: move.className,
      sessionStartsAt: move.sessionStartsAt?.toISOString() ?? null,
    })),
  };
}
