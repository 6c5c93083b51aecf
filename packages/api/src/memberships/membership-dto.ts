import type { MembershipPlanDto, MyMembershipDto } from '@kalendo/contracts';
import {
  type CityNameDirectory,
  type MembershipPlan,
  type MyMembership,
  membershipAt,
  nameCitiesIn,
} from '@kalendo/domain';

/** Plans as the API shows them, their places' cities named in the reader's language. */
export async function toPlanDtos(
  deps: { cityNames: CityNameDirectory },
  plans: readonly MembershipPlan[],
  locale: string,
): Promise<MembershipPlanDto[]> {
  const places = await nameCitiesIn(
    deps,
    plans.flatMap((plan) => plan.places),
    locale,
  );
  let next = 0;
  return plans.map((plan) => ({
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
    places: plan.places.map(() => {
      const place = places[next++];
      return { slug: place?.slug ?? '', name: place?.name ?? '', city: place?.city ?? '' };
    }),
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
