import type { Database } from '@kalendo/db';
import { insertSampleMarketplace, type TestDatabaseTarget } from '@kalendo/db/testing';
import { type BookingScenario, bookingScenario } from './booking-scenario.ts';

export interface TwoStaffMarketplace {
  database: Database;
  drop: () => Promise<void>;
  api: BookingScenario['api'];
  /** The service Elena and Maria do at Lotus Center (`lotus-center`), 09:00–17:00 every day. */
  serviceId: string;
  elena: string;
  maria: string;
  /** Session cookies of two signed-up clients. */
  alice: string;
  bob: string;
  /** The scenario the world is made of (items, bookings, baskets). */
  scenario: BookingScenario;
}

/**
 * The booking tests' world on a fresh database: the sample marketplace, two bookable staff members and two
 * signed-up clients, behind an API whose clock is `now`.
 */
export async function openTwoStaffMarketplace(
  target: TestDatabaseTarget,
  now: () => Date,
): Promise<TwoStaffMarketplace> {
  const { database, drop } = await target.open();
  await insertSampleMarketplace(database.db);
  const scenario = await bookingScenario(database)
    .staff('Елена', 'Мария')
    .clock(now)
    .client('Alice', 'alice@example.com')
    .client('Bob', 'bob@example.com')
    .open();
  const [elena = '', maria = ''] = scenario.staff;
  const [alice = '', bob = ''] = scenario.clients;
  return {
    database,
    drop,
    api: scenario.api,
    serviceId: scenario.serviceId,
    elena,
    maria,
    alice,
    bob,
    scenario,
  };
}
