import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { businesses } from './businesses.ts';
import { classes } from './classes.ts';
import { createdAt, currency, id, instant, priceMinor } from './columns.ts';
import { services } from './services.ts';

export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: priceMinor(),
    currency: currency(),
    periodDays: integer('period_days').notNull(),
    /** Null means unlimited visits in the period. */
    credits: integer('credits'),
    coversEverything: boolean('covers_everything').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Free and trial plans start when bought; the others wait for the place to take the payment. */
    startsOnPurchase: boolean('starts_on_purchase').notNull().default(false),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** How many days a member may pause the plan in all; 0: it cannot be frozen. */
    maxFreezeDays: integer('max_freeze_days').notNull().default(0),
    terms: text('terms').notNull().default(''),
  },
  (t) => [
    index('membership_plans_business_idx').on(t.businessId).where(sql`${t.active}`),
    check('membership_plans_freeze_days', sql`${t.maxFreezeDays} between 0 and 365`),
    check('membership_plans_period_positive', sql`${t.periodDays} > 0`),
    check('membership_plans_credits_positive', sql`${t.credits} is null or ${t.credits} > 0`),
    check('membership_plans_price_non_negative', sql`${t.priceMinor} >= 0`),
  ],
);

/** What a plan covers when it does not cover everything: exactly one of service or class per row. */
export const membershipPlanItems = pgTable(
  'membership_plan_items',
  {
    id: id(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
  },
  (t) => [check('membership_plan_items_one_target', sql`num_nonnulls(${t.serviceId}, ${t.classId}) = 1`)],
);

export const membershipStatus = pgEnum('membership_status', [
  'pending',
  'active',
  'frozen',
  'expired',
  'cancelled',
]);

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    validFrom: instant('valid_from').notNull(),
    validUntil: instant('valid_until').notNull(),
    creditsLeft: integer('credits_left'),
    status: membershipStatus('status').notNull().default('active'),
    /** How it is paid: `venue` (at the first visit) or a card processor's name. */
    paymentMethod: text('payment_method').notNull().default('venue'),
    paymentReference: text('payment_reference'),
    /** The buyer's Idempotency-Key: the same purchase sent twice makes one membership. */
    purchaseKey: text('purchase_key'),
    frozenAt: instant('frozen_at'),
    cancelledAt: instant('cancelled_at'),
    /** The member's choice (ADR 035): a period that ends starts the next one; only a plan that renews. */
    autoRenew: boolean('auto_renew').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId),
    // What the renewal planner looks for: active periods that have ended (ADR 035).
    index('memberships_period_end_idx').on(t.validUntil).where(sql`${t.status} = 'active'`),
    uniqueIndex('memberships_purchase_key')
      .on(t.userId, t.purchaseKey)
      .where(sql`${t.purchaseKey} is not null`),
    check('memberships_validity_order', sql`${t.validUntil} > ${t.validFrom}`),
    check('memberships_credits_non_negative', sql`${t.creditsLeft} is null or ${t.creditsLeft} >= 0`),
  ],
);

export const RENEWAL_OUTCOMES = ['renewed', 'awaiting-payment', 'ended'] as const;

/**
 * What became of each ended period (ADR 035): one row per membership and period end, written in the
 * renewal's transaction, so a retried job finds its period done and never charges or adds a period twice.
 */
export const membershipRenewals = pgTable(
  'membership_renewals',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    periodEndedAt: instant('period_ended_at').notNull(),
    outcome: text('outcome', { enum: RENEWAL_OUTCOMES }).notNull(),
    /** The payment's reference at the provider (unique per membership and period); null: nothing asked. */
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.periodEndedAt] }),
    check('membership_renewals_outcome', sql`${t.outcome} in ('renewed', 'awaiting-payment', 'ended')`),
  ],
);
