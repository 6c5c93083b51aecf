import type { Database } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEveryDayStaff,
  type CheckoutItem,
  collisionFreeBaskets,
  errorCodeOf,
  overlappingAppointments,
  postCheckout,
  signUpMany,
} from '../../../../bench/lib/checkout-workload.ts';
import { type App, startApiServer } from '../../../../bench/lib/spawn-app.ts';

const ROUNDS = 120;
const BASKETS_PER_ROUND = 4;
const PORTS = [3660, 3661];

const postgresTarget = (await testDatabaseTargets()).find((target) => target.kind === 'postgres');
const onPostgres = postgresTarget ? describe : describe.skip;

onPostgres('crossed baskets between two API processes (PostgreSQL only: PGlite serves one process)', () => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  const servers: App[] = [];
  let cookies: string[] = [];
  /** Two free times per round, on different staff members. */
  let pairs: CheckoutItem[][] = [];

  beforeAll(async () => {
    if (!postgresTarget) return;
    const opened = await postgresTarget.open();
    ({ database, drop } = opened);
    await insertSampleMarketplace(database.db);
    const { serviceId, staffIds } = await addEveryDayStaff(database.db, 10, {
      startsAt: '08:00',
      endsAt: '20:00',
    });
    const firstDay = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const items = collisionFreeBaskets(2 * ROUNDS, { serviceId, staffIds, firstDay }).flat();
    pairs = Array.from({ length: ROUNDS }, (_, round) => items.slice(2 * round, 2 * round + 2));
    for (const port of PORTS)
      servers.push(await startApiServer({ DATABASE_URL: opened.url ?? '', PORT: port }));
    cookies = await signUpMany(database, BASKETS_PER_ROUND, 'crossed');
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await drop();
  });

  it(`answers 409, never 500, to the losers of ${ROUNDS} rounds of [x, y] against [y, x]`, async () => {
    const outcomes = new Map<string, number>();
    for (const [round, pair] of pairs.entries()) {
      const [x, y] = pair as [CheckoutItem, CheckoutItem];
      const responses = await Promise.all(
        Array.from({ length: BASKETS_PER_ROUND }, (_, i) =>
          postCheckout(
            `http://127.0.0.1:${servers[i % servers.length]?.port}`,
            cookies[i] ?? '',
            `crossed-${round}-${i}`,
            i % 2 === 0 ? [x, y] : [y, x],
          ),
        ),
      );
      const codes = await Promise.all(
        responses.map(async (r) => `${r.status} ${await errorCodeOf(r)}`.trim()),
      );
      const round201 = codes.filter((code) => code === '201').length;
      outcomes.set(`${round201} × 201`, (outcomes.get(`${round201} × 201`) ?? 0) + 1);
      for (const code of codes.filter((c) => c !== '201')) outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
    }
    // Every round has exactly one winner; every loser is told its time is taken.
    expect(Object.fromEntries(outcomes)).toEqual({
      '1 × 201': ROUNDS,
      '409 SLOT_UNAVAILABLE': ROUNDS * (BASKETS_PER_ROUND - 1),
    });
    expect(await overlappingAppointments(database.db)).toEqual([]);
  });
});
