import { eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import * as schema from '../schema/index.ts';
import type { TestClass } from './insert-class.ts';

/**
 * A membership plan of the business of a test class, covering that class (or everything), in euros, on
 * sale; answers its id.
 */
export async function insertPlan(
  db: Db,
  of: TestClass,
  values: {
    name: string;
    priceMinor?: number;
    credits?: number | null;
    periodDays?: number;
    coversEverything?: boolean;
    startsOnPurchase?: boolean;
    maxFreezeDays?: number;
    autoRenew?: boolean;
    /** Services it covers besides the class. */
    serviceIds?: string[];
  },
): Promise<string> {
  const [place] = await db.select().from(schema.locations).where(eq(schema.locations.id, of.locationId));
  if (!place) throw new Error('no test place for the plan');
  const [plan] = await db
    .insert(schema.membershipPlans)
    .values({
      businessId: place.businessId,
      name: values.name,
      priceMinor: values.priceMinor ?? 9000,
      currency: 'EUR',
      periodDays: values.periodDays ?? 30,
      credits: values.credits === undefined ? 10 : values.credits,
      coversEverything: values.coversEverything ?? false,
      startsOnPurchase: values.startsOnPurchase ?? false,
      maxFreezeDays: values.maxFreezeDays ?? 0,
      autoRenew: values.autoRenew ?? false,
    })
    .returning();
  if (!plan) throw new Error('test plan not inserted');
  if (!values.coversEverything)
    await db
      .insert(schema.membershipPlanItems)
      .values([
        { planId: plan.id, classId: of.classId },
        ...(values.serviceIds ?? []).map((serviceId) => ({ planId: plan.id, serviceId })),
      ]);
  return plan.id;
}
