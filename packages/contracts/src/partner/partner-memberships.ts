import { z } from '@hono/zod-openapi';
import {
  BusinessIdParamsSchema,
  currencyCode,
  PARTNER_LIMITS,
  pathId,
  requiredText,
  text,
} from './partner-fields.ts';

/** Limits of a business's membership plans (issue 22, ADR 045). */
export const PARTNER_PLAN_LIMITS = { periodDays: 730, credits: 1000, freezeDays: 365, covered: 200 } as const;

const instant = z.string().openapi({ example: '2026-11-24T17:30:00.000Z' });
const ids = z.array(z.uuid()).max(PARTNER_PLAN_LIMITS.covered);

/** A membership plan as the business writes it: price, period, visits (null: unlimited), what it covers. */
export const PlanInputSchema = z
  .object({
    name: requiredText(PARTNER_LIMITS.name),
    description: text(PARTNER_LIMITS.description).default(''),
    priceMinor: z.number().int().min(0).max(PARTNER_LIMITS.priceMinor),
    currency: currencyCode,
    periodDays: z.number().int().min(1).max(PARTNER_PLAN_LIMITS.periodDays),
    credits: z.number().int().min(1).max(PARTNER_PLAN_LIMITS.credits).nullable().default(null),
    coversEverything: z.boolean().default(false),
    classIds: ids.default([]),
    serviceIds: ids.default([]),
    startsOnPurchase: z.boolean().default(false),
    autoRenew: z.boolean().default(false),
    maxFreezeDays: z.number().int().min(0).max(PARTNER_PLAN_LIMITS.freezeDays).default(0),
    terms: text(PARTNER_LIMITS.description).default(''),
  })
  .strict()
  .refine((plan) => plan.coversEverything || plan.classIds.length + plan.serviceIds.length > 0, {
    message: 'covers everything or names what it covers',
    path: ['classIds'],
  })
  .openapi('PlanInput');
export type PlanInput = z.infer<typeof PlanInputSchema>;

export const PartnerPlanSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    priceMinor: z.number().int(),
    currency: z.string(),
    periodDays: z.number().int(),
    credits: z.number().int().nullable(),
    coversEverything: z.boolean(),
    classIds: z.array(z.uuid()),
    serviceIds: z.array(z.uuid()),
    active: z.boolean(),
    startsOnPurchase: z.boolean(),
    autoRenew: z.boolean(),
    maxFreezeDays: z.number().int(),
    terms: z.string(),
  })
  .openapi('PartnerPlan');
export type PartnerPlan = z.infer<typeof PartnerPlanSchema>;

export const PartnerPlanListSchema = z
  .object({ items: z.array(PartnerPlanSchema) })
  .openapi('PartnerPlanList');

/** A membership bought to be paid at the venue, waiting for the business to take the payment. */
export const PendingMembershipSchema = z
  .object({
    id: z.uuid(),
    planId: z.uuid(),
    planName: z.string(),
    priceMinor: z.number().int(),
    currency: z.string(),
    periodDays: z.number().int(),
    credits: z.number().int().nullable(),
    clientName: z.string(),
    clientEmail: z.string(),
    boughtAt: instant,
  })
  .openapi('PendingMembership');

export const PendingMembershipListSchema = z
  .object({ items: z.array(PendingMembershipSchema) })
  .openapi('PendingMembershipList');

export const ActivatedMembershipSchema = z
  .object({ id: z.uuid(), status: z.string(), validFrom: instant, validUntil: instant })
  .openapi('ActivatedMembership');

export const PartnerPlanIdParamsSchema = BusinessIdParamsSchema.extend({ planId: pathId('planId') });
export const PartnerMembershipIdParamsSchema = BusinessIdParamsSchema.extend({
  membershipId: pathId('membershipId'),
});
