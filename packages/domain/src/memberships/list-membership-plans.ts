import { DomainError } from '../errors/domain-error.ts';
import type { MembershipPlan, MembershipPlanSource, PlanPosition, PlanQuery } from './membership-ports.ts';

export const MAX_PLANS_PAGE = 50;

export interface PlansInput extends Omit<PlanQuery, 'after' | 'limit'> {
  cursor?: string;
  limit?: number;
}

const positionOf = (plan: MembershipPlan): PlanPosition => ({
  businessName: plan.business.name,
  priceMinor: plan.price.amountMinor,
  id: plan.id,
});

export function encodePlanCursor(position: PlanPosition): string {
  return Buffer.from(JSON.stringify([position.businessName, position.priceMinor, position.id])).toString(
    'base64url',
  );
}

/** The position of a cursor we made; anything else is bad input (a 400, never a 500). */
export function decodePlanCursor(cursor: string): PlanPosition {
  try {
    const [businessName, priceMinor, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof businessName === 'string' && Number.isInteger(priceMinor) && /^[0-9a-f-]{36}$/i.test(id))
      return { businessName, priceMinor, id };
  } catch {
    // Not JSON: refused below like any other cursor we did not make.
  }
  throw new DomainError('INVALID_INPUT', 'cursor is not valid', { field: 'cursor' });
}

/** One page of plans on sale (by business, then price), with the cursor of the next page. */
export async function listMembershipPlans(
  deps: { plans: MembershipPlanSource },
  input: PlansInput,
): Promise<{ items: MembershipPlan[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(input.limit ?? 20, 1), MAX_PLANS_PAGE);
  const { cursor, limit: _limit, ...filters } = input;
  const after = cursor ? decodePlanCursor(cursor) : undefined;
  const rows = await deps.plans.list({ ...filters, limit: limit + 1, ...(after ? { after } : {}) });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodePlanCursor(positionOf(last)) : null };
}
