import { type Database, resultRows } from '@kalendo/db';
import { addBookableStaff, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutItem,
  overlappingAppointments,
  postCheckout,
  signUpMany,
  upcomingMonday,
} from '../../../../bench/lib/checkout-workload.ts';
import { type App, startApiServer } from '../../../../bench/lib/spawn-app.ts';

const BASKETS = 80;
const USERS = 8;
const STAFF = 24;
const MINUTE = 60_000;

const postgresTarget = (await testDatabaseTargets()).find((target) => target.kind === 'postgres');
const onPostgres = postgresTarget ? describe : describe.skip;

onPostgres('a checkout process killed mid-batch (PostgreSQL only: PGlite serves one process)', () => {
  let database: Database;
  let url = '';
  let drop: () => Promise<void> = async () => {};
  const servers: App[] = [];
  let cookies: string[] = [];
  /** Basket i: 2 or 3 items, each with its own staff member or time, so no two items of the batch collide. */
  const baskets: CheckoutItem[][] = [];
  const keyOf = (i: number) => `crash-basket-${i}`;
  const cookieOf = (i: number) => cookies[i % USERS] ?? '';

  /** Items booked per idempotency key, and appointments whose booking is missing. */
  async function bookedState() {
    const perKey = resultRows<{ key: string; items: number }>(
      await database.db.execute(sql`
        select b.idempotency_key as key, count(a.id)::int as items
        from bookings b left join appointments a on a.booking_id = b.id
        group by b.id, b.idempotency_key`),
    );
    const orphans = resultRows<{ count: number }>(
      await database.db.execute(sql`
        select count(*)::int as count from appointments a
        where not exists (select 1 from bookings b where b.id = a.booking_id)`),
    );
    return { perKey, orphans: orphans[0]?.count };
  }

  beforeAll(async () => {
    if (!postgresTarget) return;
    const opened = await postgresTarget.open();
    ({ database, drop } = opened);
    url = opened.url ?? '';
    await insertSampleMarketplace(database.db);
    const names = Array.from({ length: STAFF }, (_, i) => `Staff ${i + 1}`);
    const { serviceId, staffIds } = await addBookableStaff(database.db, names, {
      startsAt: '09:00',
      endsAt: '17:00',
    });
    // 07:00 UTC is 09:00 or 10:00 in Sofia; nine 45-minute turns end by 13:45 UTC, before 17:00 there.
    const firstTurn = Date.parse(`${upcomingMonday(new Date())}T07:00:00Z`);
    let next = 0;
    for (let i = 0; i < BASKETS; i++) {
      baskets.push(
        Array.from({ length: 2 + (i % 2) }, () => {
          const turn = Math.floor(next / STAFF);
          const staffId = staffIds[next++ % STAFF] ?? '';
          const start = new Date(firstTurn + turn * 45 * MINUTE).toISOString();
          return { locationSlug: 'lotus-center', serviceId, staffId, start };
        }),
      );
    }
    const [signedUp] = await Promise.all([
      signUpMany(database, USERS),
      startApiServer({ DATABASE_URL: url, PORT: 3670 }).then((server) => servers.push(server)),
    ]);
    cookies = signedUp;
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await drop();
  });

  it('leaves every booking whole or absent, and retries with the same keys book each basket once', async () => {
    const first = servers[0] as App;
    const base = `http://127.0.0.1:${first.port}`;
    let killed: Promise<void> | undefined;
    const outcomes = await Promise.all(
      baskets.map(async (basket, i) => {
        try {
          const response = await postCheckout(base, cookieOf(i), keyOf(i), basket);
          killed ??= first.kill();
          return response.status;
        } catch {
          return 'no answer';
        }
      }),
    );
    await killed;
    const unanswered = outcomes.flatMap((outcome, i) => (outcome === 'no answer' ? [i] : []));
    expect(unanswered.length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome !== 'no answer' && outcome !== 201)).toEqual([]);

    const afterCrash = await bookedState();
    expect(afterCrash.orphans).toBe(0);
    for (const { key, items } of afterCrash.perKey) {
      expect(items, key).toBe(baskets[Number(key.split('-').at(-1))]?.length);
    }

    const second = await startApiServer({ DATABASE_URL: url, PORT: 3671 });
    servers.push(second);
    const retried = await Promise.all(
      unanswered.map(async (i) => {
        const response = await postCheckout(
          `http://127.0.0.1:${second.port}`,
          cookieOf(i),
          keyOf(i),
          baskets[i] ?? [],
        );
        return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true' };
      }),
    );
    expect(retried.filter((r) => r.status !== 201)).toEqual([]);
    // Baskets that were committed before the crash (answer lost) replay; the others are booked now.
    const committedBeforeCrash = afterCrash.perKey.length - (BASKETS - unanswered.length);
    expect(retried.filter((r) => r.replayed)).toHaveLength(committedBeforeCrash);

    const final = await bookedState();
    expect(final.orphans).toBe(0);
    expect(final.perKey.map((row) => row.key).sort()).toEqual(baskets.map((_, i) => keyOf(i)).sort());
    for (const { key, items } of final.perKey) {
      expect(items, key).toBe(baskets[Number(key.split('-').at(-1))]?.length);
    }
    expect(await overlappingAppointments(database.db)).toEqual([]);
  });
});
