import type { Database } from '@kalendo/db';
import { addBookableStaff, insertSampleMarketplace, type TestDatabaseTarget } from '@kalendo/db/testing';
import { createTestApi } from './create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from './sign-up.ts';

export interface TwoStaffMarketplace {
  database: Database;
  drop: () => Promise<void>;
  api: ReturnType<typeof createTestApi>;
  /** The service Elena and Maria do at Lotus Center (`lotus-center`), 09:00–17:00 every day. */
  serviceId: string;
  elena: string;
  maria: string;
  /** Session cookies of two signed-up clients. */
  alice: string;
  bob: string;
}

/**
 * The booking tests' world on a fresh database: the sample marketplace, two bookable staff members and two
 * signed-up clients, behind an API whose clock is `now`.
 */
export async function openTwoStaffMarketplace(
  target: TestDatabaseTarget,
  now: () => Date,
  origin = 'http://localhost',
): Promise<TwoStaffMarketplace> {
  const { database, drop } = await target.open();
  await insertSampleMarketplace(database.db);
  const added = await addBookableStaff(database.db, ['Елена', 'Мария'], {
    startsAt: '09:00',
    endsAt: '17:00',
  });
  const [elena = '', maria = ''] = added.staffIds;
  const api = createTestApi(database, { now });
  const alice = sessionCookieOf(
    await signUpThroughApi(api, { name: 'Alice', email: 'alice@example.com' }, origin),
  );
  const bob = sessionCookieOf(await signUpThroughApi(api, { name: 'Bob', email: 'bob@example.com' }, origin));
  return { database, drop, api, serviceId: added.serviceId, elena, maria, alice, bob };
}
