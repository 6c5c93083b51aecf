import type { MembershipRecord, MembershipStatus, PlanCoverage } from './membership-ports.ts';

const DAY_MS = 86_400_000;

/**
 * A membership as it stands at `now`: its period ends when `validUntil` passes; a freeze adds the days it
 * lasted to the period, at most the plan's freeze days, and ends by itself when those are used up.
 */
export function membershipAt(
  membership: Pick<MembershipRecord, 'status' | 'validUntil' | 'frozenAt'>,
  maxFreezeDays: number,
  now: Date,
): { status: MembershipStatus; validUntil: Date } {
  const { status, frozenAt } = membership;
  let validUntil = membership.validUntil;
  let current = status;
  if (status === 'frozen' && frozenAt) {
    const frozenFor = Math.min(now.getTime() - frozenAt.getTime(), maxFreezeDays * DAY_MS);
    validUntil = new Date(validUntil.getTime() + Math.max(0, frozenFor));
    if (frozenFor >= maxFreezeDays * DAY_MS) current = 'active';
  }
  if (current === 'active' && validUntil.getTime() <= now.getTime()) current = 'expired';
  return { status: current, validUntil };
}

/** How far a freeze that ends now pushes the end of the period. */
export function freezeExtensionMs(frozenAt: Date, maxFreezeDays: number, now: Date): number {
  return Math.max(0, Math.min(now.getTime() - frozenAt.getTime(), maxFreezeDays * DAY_MS));
}

/** Whether a plan pays for a class (by its class) or a service. */
export function planCovers(
  coverage: PlanCoverage,
  target: { classId: string } | { serviceId: string },
): boolean {
  if (coverage.everything) return true;
  return 'classId' in target
    ? coverage.classes.some((item) => item.id === target.classId)
    : coverage.services.some((item) => item.id === target.serviceId);
}

export type MembershipUnusable =
  | 'pending'
  | 'frozen'
  | 'expired'
  | 'cancelled'
  | 'no-credits'
  | 'not-covered'
  | 'outside-period';

/**
 * Why a membership cannot pay for a visit starting at `startsAt`, or null when it can: it must be active
 * now, its plan must cover the visit (`covered`, see `planCovers`), it must have a credit left (or be
 * unlimited), and the visit must fall in its period.
 */
export function whyMembershipCannotPay(input: {
  membership: Pick<MembershipRecord, 'status' | 'validFrom' | 'validUntil' | 'frozenAt' | 'creditsLeft'>;
  maxFreezeDays: number;
  covered: boolean;
  startsAt: Date;
  now: Date;
}): MembershipUnusable | null {
  const { status, validUntil } = membershipAt(input.membership, input.maxFreezeDays, input.now);
  if (status !== 'active') return status;
  if (!input.covered) return 'not-covered';
  const start = input.startsAt.getTime();
  if (start < input.membership.validFrom.getTime() || start >= validUntil.getTime()) return 'outside-period';
  if (input.membership.creditsLeft !== null && input.membership.creditsLeft <= 0) return 'no-credits';
  return null;
}

/**
 * Which visits of one checkout a membership pays for: every one its plan covers (`covers`), a credit each,
 * all or none. Refused when it can pay for none of them, when a covered visit falls outside its period, or
 * when it has fewer credits left than covered visits; the others are paid at the venue as usual.
 */
export function membershipPaysFor(input: {
  membership: Pick<MembershipRecord, 'status' | 'validFrom' | 'validUntil' | 'frozenAt' | 'creditsLeft'>;
  maxFreezeDays: number;
  covers: (serviceId: string) => boolean;
  items: ReadonlyArray<{ serviceId: string; startsAt: Date }>;
  now: Date;
}): { paid: number[] } | { refused: MembershipUnusable } {
  const paid = input.items.flatMap((item, index) => (input.covers(item.serviceId) ? [index] : []));
  const { creditsLeft } = input.membership;
  for (const index of paid.length === 0 ? [0] : paid) {
    const item = input.items[index];
    const refused = whyMembershipCannotPay({
      ...input,
      // Counted for the whole checkout below, not item by item.
      membership: { ...input.membership, creditsLeft: null },
      covered: paid.length > 0,
      startsAt: item?.startsAt ?? input.now,
    });
    if (refused) return { refused };
  }
  if (creditsLeft !== null && creditsLeft < paid.length) return { refused: 'no-credits' };
  return { paid };
}
