import { z } from '@hono/zod-openapi';
import { MoneySchema } from '../locations/location-summary.ts';

const instant = z.string().openapi({ example: '2026-12-01T17:30:00.000Z' });
const uuid = (name: string) =>
  z.uuid().openapi({ param: { name, in: 'path' }, example: '0b9f3c52-6d2a-4a8e-9a55-1f1f6f0c2b7e' });

/** Any uuid: one that names no plan (or none of the caller's memberships) is a 404. */
export const PlanIdParamsSchema = z.object({ id: uuid('id') });
export const MembershipIdParamsSchema = z.object({ id: uuid('id') });

/** A plan on sale: price, period, what it covers, how it starts, whether it renews or pauses, its terms. */
export const MembershipPlanSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    price: MoneySchema,
    periodDays: z.number().int(),
    credits: z.number().int().nullable().openapi({ description: 'Visits in the period; null: unlimited' }),
    startsOnPurchase: z.boolean().openapi({
      description: 'Starts when bought (free and trial plans); otherwise pending until paid at the venue',
    }),
    autoRenew: z.boolean(),
    maxFreezeDays: z.number().int().openapi({ description: 'Longest pause of one freeze; 0: cannot pause' }),
    terms: z.string(),
    covers: z.object({
      everything: z.boolean(),
      classes: z.array(z.object({ id: z.uuid(), name: z.string() })),
      services: z.array(z.object({ id: z.uuid(), name: z.string() })),
    }),
    business: z.object({ slug: z.string(), name: z.string() }),
    places: z.array(z.object({ slug: z.string(), name: z.string(), city: z.string() })),
  })
  .openapi('MembershipPlan');

const slug = (name: string) =>
  z
    .string()
    .min(1)
    .max(120)
    .optional()
    .openapi({ param: { name, in: 'query' } });

export const MembershipPlanQuerySchema = z.object({
  city: slug('city'),
  category: slug('category'),
  location: slug('location'),
  business: slug('business'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(20)
    .openapi({ param: { name: 'limit', in: 'query' } }),
  cursor: z
    .string()
    .max(400)
    .optional()
    .openapi({ param: { name: 'cursor', in: 'query' } }),
});

export const MembershipPlansPageSchema = z
  .object({ items: z.array(MembershipPlanSchema), nextCursor: z.string().nullable() })
  .openapi('MembershipPlansPage');

export const BuyMembershipInputSchema = z.object({ planId: z.uuid() }).strict().openapi('BuyMembershipInput');

export const AutoRenewInputSchema = z
  .object({
    autoRenew: z.boolean().openapi({ description: 'true: renew when the period ends; false: let it end' }),
  })
  .strict()
  .openapi('AutoRenewInput');

export const MembershipStatusSchema = z.enum(['pending', 'active', 'frozen', 'expired', 'cancelled']);

/** A member's membership as it stands now, with its plan and its latest credit moves. */
export const MyMembershipSchema = z
  .object({
    id: z.uuid(),
    status: MembershipStatusSchema,
    validFrom: instant,
    validUntil: instant.openapi({ description: 'Includes the days of a freeze under way' }),
    creditsLeft: z.number().int().nullable().openapi({ description: 'null: unlimited' }),
    paymentMethod: z.string().openapi({ description: '`venue`: paid at the first visit' }),
    frozenSince: instant.nullable(),
    canFreeze: z.boolean(),
    canCancel: z.boolean(),
    autoRenew: z.boolean().openapi({
      description: 'Renews when its period ends (ADR 035): the member’s choice, where the plan renews',
    }),
    canChangeAutoRenew: z.boolean().openapi({
      description: 'The plan renews and the membership has not ended: `POST …/auto-renew` turns it on or off',
    }),
    plan: MembershipPlanSchema,
    history: z.array(
      z.object({
        change: z.number().int(),
        reason: z.enum([
          'class-booked',
          'class-cancelled',
          'promoted-from-waitlist',
          'service-booked',
          'service-cancelled',
        ]),
        at: instant,
        className: z
          .string()
          .nullable()
          .openapi({ description: 'What the credit paid for: the class, or the service of an appointment' }),
        sessionStartsAt: instant.nullable().openapi({ description: 'When that class or appointment starts' }),
      }),
    ),
  })
  .openapi('MyMembership');

/** What buying answers: the membership, and what the customer must still do to pay, if anything. */
export const PurchasedMembershipSchema = MyMembershipSchema.extend({
  payment: z
    .object({
      provider: z.string(),
      clientSecret: z.string().openapi({ description: 'Confirms the card in the browser (Stripe.js)' }),
    })
    .nullable()
    .openapi({ description: 'null: nothing to do online (paid, free, or paid at the venue)' }),
}).openapi('PurchasedMembership');

export const MyMembershipsSchema = z.object({ items: z.array(MyMembershipSchema) }).openapi('MyMemberships');

export type MembershipPlanDto = z.infer<typeof MembershipPlanSchema>;
export type MembershipPlansPage = z.infer<typeof MembershipPlansPageSchema>;
export type MyMembershipDto = z.infer<typeof MyMembershipSchema>;
