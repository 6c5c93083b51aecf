import { type Database, schema } from '@kalendo/db';
import { addBookableStaff, insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutItem,
  errorCodeOf,
  overlappingAppointments,
  postCheckout,
  signUpMany,
  upcomingMonday,
} from '../../../../bench/lib/checkout-workload.ts';
import { type App, startApiServer } from '../../../../bench/lib/spawn-app.ts';

const CHECKOUTS = 40;
const PORTS = [3610, 3611];
const MINUTE = 60_000;

const postgresTarget = (await testDatabaseTargets()).find((target) => target.kind === 'postgres');
const onPostgres = postgresTarget ? describe : describe.skip;

onPostgres('checkout races between two API processes (PostgreSQL only: PGlite serves one process)', () => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  const servers: App[] = [];
  let cookies: string[] = [];
  let maria = '';
  let elena = '';
  /** Maria's services by length in minutes (the sample's 45 plus a 30 and a 60 added here). */
  const serviceOf = new Map<number, string>();
  const monday = upcomingMonday(new Date());
  /** 12:00 or 13:00 in Sofia, inside Maria's 09:00–17:00. */
  const noon = Date.parse(`${monday}T10:00:00Z`);

  const item = (minutes: number, start: number, staffId = maria): CheckoutItem => ({
    locationSlug: 'lotus-center',
    serviceId: serviceOf.get(minutes) ?? '',
    staffId,
    start: new Date(start).toISOString(),
  });
  const serverUrl = (i: number) => `http://127.0.0.1:${servers[i % servers.length]?.port}`;

  /** Fires every basket at once, alternating the two processes; returns status and error code of each. */
  async function race(name: string, baskets: CheckoutItem[][]) {
    const responses = await Promise.all(
      baskets.map((basket, i) => postCheckout(serverUrl(i), cookies[i] ?? '', `${name}-${i}-key`, basket)),
    );
    return Promise.all(responses.map(async (r) => `${r.status} ${await errorCodeOf(r)}`.trim()));
  }

  beforeAll(async () => {
    if (!postgresTarget) return;
    const opened = await postgresTarget.open();
    ({ database, drop } = opened);
    await insertSampleMarketplace(database.db);
    const hours = { startsAt: '09:00', endsAt: '17:00' };
    const added = await addBookableStaff(database.db, ['Мария', 'Елена'], hours);
    [maria = '', elena = ''] = added.staffIds;
    serviceOf.set(45, added.serviceId);
    const { location } = added;
    for (const minutes of [30, 60]) {
      const [service] = await database.db
        .insert(schema.services)
        .values({
          businessId: location.businessId,
          locationId: location.id,
          name: `${minutes} min`,
          durationMinutes: minutes,
          priceMinor: 2000,
          currency: 'EUR',
        })
        .returning();
      serviceOf.set(minutes, service?.id ?? '');
      await database.db.insert(schema.staffServices).values({ staffId: maria, serviceId: service?.id ?? '' });
    }
    for (const port of PORTS)
      servers.push(await startApiServer({ DATABASE_URL: opened.url ?? '', PORT: port }));
    cookies = await signUpMany(database, CHECKOUTS);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await drop();
  });

  it(`lets exactly one of ${CHECKOUTS} simultaneous checkouts of one time through; the others get 409`, async () => {
    const outcomes = await race(
      'same',
      Array.from({ length: CHECKOUTS }, () => [item(45, noon)]),
    );
    expect(outcomes.filter((o) => o === '201')).toHaveLength(1);
    expect(outcomes.filter((o) => o === '409 SLOT_UNAVAILABLE')).toHaveLength(CHECKOUTS - 1);
    expect(await overlappingAppointments(database.db)).toEqual([]);
  });

  it('lets one of overlapping times of different lengths through (30 and 60 min, 15 min apart)', async () => {
    const start = noon + 2 * 60 * MINUTE;
    // 30 min at 12:00, 60 min at 12:15 and 45 min at 11:45 (UTC): every two of them overlap.
    const variants = [item(30, start), item(60, start + 15 * MINUTE), item(45, start - 15 * MINUTE)];
    const outcomes = await race(
      'lengths',
      Array.from({ length: CHECKOUTS }, (_, i) => [variants[i % variants.length] as CheckoutItem]),
    );
    expect(outcomes.filter((o) => o === '201')).toHaveLength(1);
    expect(outcomes.filter((o) => o === '409 SLOT_UNAVAILABLE')).toHaveLength(CHECKOUTS - 1);
    expect(await overlappingAppointments(database.db)).toEqual([]);
  });

  it('lets one of reschedules onto a time and new bookings of it through', async () => {
    const target = noon + 3 * 60 * MINUTE;
    const movers = 8;
    // Elena's appointments of the first 8 users, back to back from 07:00 UTC up to the target time.
    const own = await Promise.all(
      Array.from({ length: movers }, async (_, i) => {
        const start = noon - 3 * 60 * MINUTE + i * 45 * MINUTE;
        const response = await postCheckout(serverUrl(i), cookies[i] ?? '', `own-${i}-key`, [
          item(45, start, elena),
        ]);
        expect(response.status).toBe(201);
        return ((await response.json()) as { appointments: Array<{ id: string }> }).appointments[0]?.id;
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: CHECKOUTS }, (_, i) =>
        i < movers
          ? fetch(`${serverUrl(i)}/api/v1/me/appointments/${own[i]}/reschedule`, {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                Origin: serverUrl(i),
                Cookie: cookies[i] ?? '',
                'Idempotency-Key': `move-${i}-key`,
              },
              body: JSON.stringify({ start: new Date(target).toISOString() }),
            })
          : postCheckout(serverUrl(i), cookies[i] ?? '', `new-${i}-key`, [item(45, target, elena)]),
      ),
    );
    const outcomes = await Promise.all(
      responses.map(async (r) => `${r.status} ${await errorCodeOf(r)}`.trim()),
    );
    // Every outcome in the message: a failure says which answers were not 409.
    expect(
      outcomes.filter((o) => o === '200' || o === '201'),
      outcomes.join(', '),
    ).toHaveLength(1);
    expect(
      outcomes.filter((o) => o === '409 SLOT_UNAVAILABLE'),
      outcomes.join(', '),
    ).toHaveLength(CHECKOUTS - 1);
    expect(await overlappingAppointments(database.db)).toEqual([]);
    // A move that lost keeps its old time: Elena has the 8 appointments, plus the new booking if it won.
    const active = await database.db
      .select()
      .from(schema.appointments)
      .where(and(eq(schema.appointments.staffId, elena), ne(schema.appointments.status, 'cancelled')));
    expect(active).toHaveLength(outcomes.includes('201') ? movers + 1 : movers);
  });
});
