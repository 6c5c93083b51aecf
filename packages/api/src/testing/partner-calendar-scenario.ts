import { type Database, schema } from '@kalendo/db';
import { insertAppointment, type TestDatabaseTarget } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApi } from './create-test-api.ts';
import { everyDay, type PartnerIds, partnerKit } from './partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from './sign-up.ts';

export const NOW = new Date('2026-11-22T12:00:00Z');
export const HOUR = 3_600_000;
export const at = (hoursFromNow: number) => new Date(NOW.getTime() + hoursFromNow * HOUR);
export const WEEK = 'from=2026-11-22T00:00:00Z&to=2026-11-29T00:00:00Z';

/** The calendar's answer as the tests read it. */
export interface CalendarBody {
  from: string;
  column: string | null;
  staff: Array<{ id: string; name: string; workingHours: unknown[] }>;
  services: Array<{ id: string; name: string }>;
  appointments: Array<{
    id: string;
    status: string;
    staff: number;
    service: number;
    start: number;
    minutes: number;
    arrived: boolean;
    client: string;
  }>;
  classSessions: Array<{ className: string; capacity: number; bookedCount: number }>;
  truncated: boolean;
}

/**
 * The world of the partner calendar API tests, built before a file's tests on one database target (and
 * dropped after them), with the clock at `NOW`: business A (owner `ownerA`, Maria and Ivan who both do the
 * haircut, `staffA` a staff-role member on Maria's column), business B (`ownerB`) and `client`, an account
 * whose language is German. `world` is filled in before the first test.
 */
export function partnerCalendarScenario(target: TestDatabaseTarget) {
  let api: ReturnType<typeof createTestApi>;
  let drop: () => Promise<void>;
  const cookies: Record<string, string> = {};
  const { call, setUp } = partnerKit(() => api, cookies);
  const world = {
    database: undefined as unknown as Database,
    a: undefined as unknown as PartnerIds,
    b: undefined as unknown as PartnerIds,
    /** A second staff member of A who performs the haircut too. */
    ivanId: '',
    userIds: {} as Record<string, string>,
  };

  beforeAll(async () => {
    let database: Database;
    ({ database, drop } = await target.open());
    world.database = database;
    api = createTestApi(database, { now: () => NOW });
    for (const who of ['ownerA', 'staffA', 'ownerB', 'client'])
      cookies[who] = sessionCookieOf(
        await signUpThroughApi(api, {
          name: who,
          email: `${who.toLowerCase()}-c-${target.kind}@example.com`,
        }),
      );
    world.a = await setUp('ownerA', 'Nova Studio');
    world.b = await setUp('ownerB', 'Orbit Salon');
    const ivan = await call('ownerA', 'POST', `${world.a.base}/staff`, {
      placeId: world.a.placeId,
      name: 'Ivan',
      workingHours: everyDay,
      serviceIds: [world.a.serviceId],
    });
    expect(ivan.status, JSON.stringify(ivan.body)).toBe(201);
    world.ivanId = ivan.body.id as string;
    for (const user of await database.db.select().from(schema.users)) world.userIds[user.name] = user.id;
    await database.db.insert(schema.businessMembers).values({
      businessId: world.a.businessId,
      userId: world.userIds.staffA ?? '',
      role: 'staff',
      staffId: world.a.staffId,
    });
    await database.db.update(schema.users).set({ locale: 'de' }).where(eq(schema.users.name, 'client'));
  });
  afterAll(() => drop());

  /** A walk-in at A's place through the API (Maria, by the owner, unless told otherwise). */
  const walkIn = (
    start: Date,
    staffId = world.a.staffId,
    who = 'ownerA',
    name = 'Petar Petrov',
    extra: Record<string, unknown> = {},
    language = 'en',
  ) =>
    call(
      who,
      'POST',
      `${world.a.base}/appointments`,
      {
        placeId: world.a.placeId,
        serviceId: world.a.serviceId,
        staffId,
        start: start.toISOString(),
        client: { name, phone: '+359 888 123 456' },
        ...extra,
      },
      language,
    );

  /** A booked appointment of the client (an account) with Maria, written straight to the database. */
  const clientVisit = async (start: Date) =>
    (
      await insertAppointment(world.database.db, {
        location: { id: world.a.placeId, businessId: world.a.businessId },
        serviceId: world.a.serviceId,
        staffId: world.a.staffId,
        start,
        end: new Date(start.getTime() + 45 * 60_000),
        userId: world.userIds.client ?? null,
      })
    ).id;

  /** A's week at its place as `who` reads it. */
  const calendar = async (who: string, query = '', language = 'en') =>
    call(
      who,
      'GET',
      `${world.a.base}/calendar?placeId=${world.a.placeId}&${WEEK}${query}`,
      undefined,
      language,
    );

  /** The audit log's actions on one subject, oldest first. */
  const auditActions = async (subjectId: string) =>
    (
      await world.database.db
        .select({ action: schema.partnerAuditLog.action })
        .from(schema.partnerAuditLog)
        .where(eq(schema.partnerAuditLog.subjectId, subjectId))
        .orderBy(schema.partnerAuditLog.createdAt)
    ).map((row) => row.action);

  const notificationsOfClient = () =>
    world.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, world.userIds.client ?? ''));

  return { world, call, walkIn, clientVisit, calendar, auditActions, notificationsOfClient };
}
