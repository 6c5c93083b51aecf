import type { Db } from '@kalendo/db';
import { resultRows, schema } from '@kalendo/db';
import { sql } from 'drizzle-orm';
import { buildDemoData } from './demo/build-demo-data.ts';
import type { DemoData, DemoTable } from './demo-data.ts';
import { insertInChunks } from './insert-in-chunks.ts';

/** Rows inserted per table. */
export type SeedSummary = Record<DemoTable, number>;

/** Tables in foreign-key order, each with the Drizzle table its rows go to. */
const TABLES: { [K in DemoTable]: (typeof schema)[K] } = {
  cities: schema.cities,
  categories: schema.categories,
  marketplaceServices: schema.marketplaceServices,
  users: schema.users,
  accounts: schema.accounts,
  businesses: schema.businesses,
  businessDescriptions: schema.businessDescriptions,
  forms: schema.forms,
  formVersions: schema.formVersions,
  locations: schema.locations,
  locationOpeningHours: schema.locationOpeningHours,
  locationExceptions: schema.locationExceptions,
  serviceCategories: schema.serviceCategories,
  services: schema.services,
  staff: schema.staff,
  staffWorkingHours: schema.staffWorkingHours,
  staffBreaks: schema.staffBreaks,
  staffTimeOff: schema.staffTimeOff,
  staffServices: schema.staffServices,
  media: schema.media,
  classes: schema.classes,
  classSessions: schema.classSessions,
  classBookings: schema.classBookings,
  membershipPlans: schema.membershipPlans,
  membershipPlanItems: schema.membershipPlanItems,
  memberships: schema.memberships,
  bookings: schema.bookings,
  appointments: schema.appointments,
  reviews: schema.reviews,
  formResponses: schema.formResponses,
  favourites: schema.favourites,
  notifications: schema.notifications,
};

/** True when no business exists yet (a fresh or emptied database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from businesses) as "any"`);
  return resultRows<{ any: boolean }>(result)[0]?.any !== true;
}

/**
 * Fills an empty database with the demo marketplace: 13 cities, their businesses and locations,
 * services, staff, classes, memberships, media, the demo user and their bookings. One transaction;
 * deterministic for a given `now` (future sessions and appointments are placed relative to it).
 * `widgetOrigins`: sites every demo business allows to frame its widget besides its own (a local demo site).
 */
export async function seedDemo(
  db: Db,
  options: { now: Date; widgetOrigins?: readonly string[] },
): Promise<SeedSummary> {
  const data = buildDemoData(options.now);
  for (const location of data.locations)
    location.widgetOrigins = [...(location.widgetOrigins ?? []), ...(options.widgetOrigins ?? [])];
  const summary = {} as SeedSummary;
  await db.transaction(async (tx) => {
    for (const table of Object.keys(TABLES) as DemoTable[]) {
      await insertInChunks(tx as unknown as Db, TABLES[table], data[table] as DemoData[typeof table]);
      summary[table] = data[table].length;
    }
  });
  return summary;
}
