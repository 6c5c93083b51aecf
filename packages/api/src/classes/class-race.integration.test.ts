import { type Database, schema } from '@kalendo/db';
import {
  insertClass,
  insertClassSession,
  insertPlan,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, signUpMany } from '../../../../bench/lib/checkout-workload.ts';
import { type App, startApiServer } from '../../../../bench/lib/spawn-app.ts';

/** 100 requests at once: 50 users (sign-ups are the slow part of the set-up), each asking twice. */
const RACERS = 50;
const REQUESTS = 2 * RACERS;
const PORTS = [3620, 3621];
const HOUR = 3_600_000;

const postgresTarget = (await testDatabaseTargets()).find((target) => target.kind === 'postgres');
const onPostgres = postgresTarget ? describe : describe.skip;

/**
 * Issue 15: the last spot of a class and the last credits of a membership, raced by many requests through
 * two API processes on one PostgreSQL (PGlite serves one process only): the row locks decide, exactly.
 */
onPostgres('class spot and credit races between two API processes', () => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  const servers: App[] = [];
  let cookies: string[] = [];
  let yoga = { classId: '', locationId: '' };

  const serverUrl = (i: number) => `http://127.0.0.1:${servers[i % servers.length]?.port}`;
  const book = (i: number, cookie: string, body: Record<string, string>) =>
    fetch(`${serverUrl(i)}/api/v1/me/class-bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: serverUrl(i), Cookie: cookie },
      body: JSON.stringify(body),
    });
  const outcome = async (response: Response) => `${response.status} ${await errorCodeOf(response)}`.trim();

  beforeAll(async () => {
    if (!postgresTarget) return;
    const opened = await postgresTarget.open();
    ({ database, drop } = opened);
    await insertSampleMarketplace(database.db);
    yoga = await insertClass(database.db, 'lotus-center', { name: 'Race yoga' });
    for (const port of PORTS)
      servers.push(await startApiServer({ DATABASE_URL: opened.url ?? '', PORT: port }));
    cookies = await signUpMany(database, RACERS, 'racer');
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await drop();
  });

  it(`gives the last spot to exactly one of ${REQUESTS} requests at once (${RACERS} users, each twice)`, async () => {
    const sessionId = await insertClassSession(database.db, yoga, {
      startsAt: new Date(Date.now() + 72 * HOUR),
      capacity: 10,
      bookedCount: 9,
    });
    const outcomes = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) =>
        outcome(await book(i, cookies[i % RACERS] ?? '', { sessionId })),
      ),
    );
    // The winner's second request finds the spot it holds (200); everyone else finds the class full.
    expect(outcomes.filter((o) => o === '201')).toHaveLength(1);
    expect(outcomes.filter((o) => o === '200')).toHaveLength(1);
    expect(outcomes.filter((o) => o === '409 CLASS_FULL')).toHaveLength(REQUESTS - 2);
    const [row] = await database.db
      .select()
      .from(schema.classSessions)
      .where(eq(schema.classSessions.id, sessionId));
    expect(row?.bookedCount).toBe(10);
  });

  it(`gives the last spot to exactly one of ${RACERS} basket checkouts at once, each with its own key`, async () => {
    const sessionId = await insertClassSession(database.db, yoga, {
      startsAt: new Date(Date.now() + 96 * HOUR),
      capacity: 10,
      bookedCount: 9,
    });
    const post = (i: number, path: string, init: { body?: unknown; key?: string }) =>
      fetch(`${serverUrl(i)}/api/v1${path}`, {
        method: 'POST',
        headers: {
          Origin: serverUrl(i),
          Cookie: cookies[i] ?? '',
          ...(init.key ? { 'Idempotency-Key': init.key } : {}),
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
    for (let i = 0; i < RACERS; i++)
      expect((await post(i, '/me/basket/items', { body: { sessionId } })).status).toBe(201);
    const outcomes = await Promise.all(
      Array.from({ length: RACERS }, async (_, i) =>
        outcome(await post(i, '/me/basket/checkout', { key: `basket-race-${i}` })),
      ),
    );
    expect(outcomes.filter((o) => o === '201')).toHaveLength(1);
    expect(outcomes.filter((o) => o === '409 CLASS_FULL')).toHaveLength(RACERS - 1);
    const [row] = await database.db
      .select()
      .from(schema.classSessions)
      .where(eq(schema.classSessions.id, sessionId));
    expect(row?.bookedCount).toBe(10);
    const spots = await database.db
      .select()
      .from(schema.classBookings)
      .where(eq(schema.classBookings.sessionId, sessionId));
    expect(spots).toHaveLength(1);
    // Only the winner's checkout wrote a booking row: the losers' transactions left nothing behind.
    const bookings = await database.db
      .select()
      .from(schema.bookings)
      .where(like(schema.bookings.idempotencyKey, 'basket-race-%'));
    expect(bookings.map((booking) => booking.id)).toEqual([spots[0]?.bookingId]);
  });

  it('spends exactly 3 credits when 20 bookings race for a membership with 3, through both processes', async () => {
    const planId = await insertPlan(database.db, yoga, { name: 'Race 3', credits: 3 });
    const [cookie = ''] = cookies;
    const bought = await fetch(`${serverUrl(0)}/api/v1/me/memberships`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: serverUrl(0),
        Cookie: cookie,
        'Idempotency-Key': 'race-membership-1',
      },
      body: JSON.stringify({ planId }),
    });
    const { id: membershipId } = (await bought.json()) as { id: string };
    await database.db
      .update(schema.memberships)
      .set({ status: 'active' })
      .where(eq(schema.memberships.id, membershipId));
    const sessions = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertClassSession(database.db, yoga, {
          startsAt: new Date(Date.now() + (30 + i) * HOUR),
          capacity: 5,
        }),
      ),
    );
    const outcomes = await Promise.all(
      sessions.map(async (sessionId, i) => outcome(await book(i, cookie, { sessionId, membershipId }))),
    );
    expect(outcomes.filter((o) => o === '201')).toHaveLength(3);
    expect(outcomes.filter((o) => o === '422 MEMBERSHIP_NOT_USABLE')).toHaveLength(17);
    const [left] = await database.db
      .select()
      .from(schema.memberships)
      .where(eq(schema.memberships.id, membershipId));
    expect(left?.creditsLeft).toBe(0);
  });
});
