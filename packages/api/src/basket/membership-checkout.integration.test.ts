import type { Booking, ErrorBody, MyBooking, MyMembershipDto } from '@kalendo/contracts';
import { schema } from '@kalendo/db';
import {
  buyActiveMembership,
  insertClass,
  insertPlan,
  marketplaceTests,
  sharedMarketplace,
} from '@kalendo/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { type BookingScenario, bookingScenario } from '../testing/booking-scenario.ts';
import { createTestApi } from '../testing/create-test-api.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

describe.each(await marketplaceTests())('paying a checkout with a membership on $kind', ({ it, target }) => {
  const shared = sharedMarketplace(it);
  let world: BookingScenario;
  let haircut = '';
  let colour = '';
  let staffIds: string[] = [];
  let planId = '';
  const cookies: string[] = [];
  const userIds: string[] = [];

  /** The signed-in client with this cookie, answered in German. */
  const as = (cookie: string) => apiTestClient(world.api, { cookie, language: 'de' });
  /** Monday 2026-11-23 in Sofia (UTC+2), `hour` local; the staff work 09:00–17:00. */
  const monday = (hour: number) => new Date(Date.UTC(2026, 10, 23, hour - 2)).toISOString();
  const item = (serviceId: string, hour: number, staff = 0) => ({
    locationSlug: 'lotus-center',
    serviceId,
    staffId: staffIds[staff] ?? '',
    start: monday(hour),
  });
  const fill = (cookie: string, items: ReturnType<typeof item>[]) => world.fillBasket(cookie, items);
  const checkout = (cookie: string, key: string, membershipId?: string) =>
    as(cookie).me.basket.checkout.$post({
      query: {},
      header: { 'idempotency-key': key },
      json: membershipId ? { membershipId } : {},
    });
  const cancel = (cookie: string, id = '') =>
    as(cookie).me.appointments[':id'].cancel.$post({ param: { id } });
  const membership = async (cookie: string, id: string) => {
    const mine = await bodyOf<{ items: MyMembershipDto[] }>(await as(cookie).me.memberships.$get());
    return mine.items.find((candidate) => candidate.id === id);
  };
  const member = (user: number, credits = 2) =>
    buyActiveMembership(shared.database.db, { userId: userIds[user] ?? '', planId, now: NOW }).then(
      async (id) => {
        await shared.database.db
          .update(schema.memberships)
          .set({ creditsLeft: credits })
          .where(eq(schema.memberships.id, id));
        return id;
      },
    );

  it.beforeAll(async ({ marketplace }) => {
    const db = marketplace.db;
    const names = ['rada', 'ivo'];
    const scenario = bookingScenario(marketplace)
      .staff('Мила', 'Вера', 'Дара')
      .clock(() => NOW);
    for (const name of names) scenario.client(name, `${name}-pay-${target.kind}@example.com`);
    world = await scenario.open();
    ({ serviceId: haircut, staff: staffIds } = world);
    const [other] = await db
      .select()
      .from(schema.services)
      .where(and(eq(schema.services.locationId, world.location.id), eq(schema.services.durationMinutes, 90)));
    colour = other?.id ?? '';
    await db.insert(schema.staffServices).values({ staffId: staffIds[0] ?? '', serviceId: colour });
    const yoga = await insertClass(db, 'lotus-center', { name: 'Hatha yoga' });
    planId = await insertPlan(db, yoga, { name: 'Hair pass', credits: 2, serviceIds: [haircut] });
    cookies.push(...world.clients);
    for (const name of names) {
      const email = `${name}-pay-${target.kind}@example.com`;
      const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
      userIds.push(user?.id ?? '');
    }
  });

  it('pays the covered items with credits, the others at the venue, and gives a credit back on cancelling', async () => {
    const rada = cookies[0] ?? '';
    const id = await member(0);
    await fill(rada, [item(haircut, 9), item(colour, 11)]);
    const response = await checkout(rada, 'membership-pay-1', id);
    expect(response.status).toBe(201);
    const booking = await bodyOf<Booking>(response);
    const paid = booking.appointments.find((a) => a.serviceId === haircut);
    expect(paid?.membershipId).toBe(id);
    expect(booking.appointments.find((a) => a.serviceId === colour)?.membershipId).toBeNull();
    expect((await membership(rada, id))?.creditsLeft).toBe(1);
    // The confirmation and My appointments say which visit the membership paid for.
    const mine = await bodyOf<MyBooking>(
      await as(rada).me.bookings[':id'].$get({ param: { id: booking.bookingId } }),
    );
    expect(mine.appointments.map((a) => [a.service.id, a.paidWithMembership])).toEqual([
      [haircut, true],
      [colour, false],
    ]);
    const emails = await shared.database.db
      .select()
      .from(schema.outboxEmails)
      .where(
        and(
          eq(schema.outboxEmails.to, `rada-pay-${target.kind}@example.com`),
          eq(schema.outboxEmails.subject, 'Your booking is confirmed'),
        ),
      );
    expect(emails).toHaveLength(1);
    // Each visit's lines end with its price: the membership's visit says so, the other one has its price.
    const lines = emails[0]?.text.split('\n') ?? [];
    const priceLines = lines.flatMap((line, index) =>
      line.startsWith('• ') ? [lines[index + 3]?.trim()] : [],
    );
    expect(priceLines).toHaveLength(2);
    expect(priceLines.filter((line) => line === 'Paid with your membership')).toHaveLength(1);
    expect(
      priceLines.filter((line) => line !== 'Paid with your membership' && /\d/.test(line ?? '')),
    ).toHaveLength(1);
    // A repeat of the key replays: nothing is spent twice.
    const replay = await checkout(rada, 'membership-pay-1', id);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await membership(rada, id))?.creditsLeft).toBe(1);

    expect((await cancel(rada, paid?.id)).status).toBe(200);
    const after = await membership(rada, id);
    expect(after?.creditsLeft).toBe(2);
    expect(after?.history.map(({ change, reason, className }) => ({ change, reason, className }))).toEqual([
      { change: 1, reason: 'service-cancelled', className: 'Подстригване' },
      { change: -1, reason: 'service-booked', className: 'Подстригване' },
    ]);
    // Cancelling the visit paid at the venue moves no credit.
    const atVenue = booking.appointments.find((a) => a.serviceId === colour);
    expect((await cancel(rada, atVenue?.id)).status).toBe(200);
    expect((await membership(rada, id))?.creditsLeft).toBe(2);
  });

  it('refuses with a stable code and books nothing when the membership cannot pay', async () => {
    const rada = cookies[0] ?? '';
    const id = await member(0, 1);
    // Covers none of the items.
    await fill(rada, [item(colour, 13)]);
    const uncovered = await checkout(rada, 'membership-refuse-1', id);
    expect(uncovered.status).toBe(422);
    const body = await bodyOf<ErrorBody>(uncovered);
    expect(body.error.code).toBe('MEMBERSHIP_NOT_USABLE');
    expect(body.error.details).toMatchObject({ reason: 'not-covered' });
    expect(body.error.message).toMatch(/Mitgliedschaft/);
    // Two covered items, one credit: all or nothing.
    await fill(rada, [item(haircut, 13), item(haircut, 14)]);
    const short = await checkout(rada, 'membership-refuse-2', id);
    expect(short.status).toBe(422);
    expect((await bodyOf<ErrorBody>(short)).error.details).toMatchObject({ reason: 'no-credits' });
    expect((await as(rada).me.basket.count.$get()).status).toBe(200);
    expect((await bodyOf<{ count: number }>(await as(rada).me.basket.count.$get())).count).toBe(2);
    expect((await membership(rada, id))?.creditsLeft).toBe(1);
    // Another user's membership is not found; a pending one is refused.
    const ivos = await member(1);
    expect((await checkout(rada, 'membership-refuse-3', ivos)).status).toBe(404);
    await shared.database.db
      .update(schema.memberships)
      .set({ status: 'pending' })
      .where(eq(schema.memberships.id, id));
    const pending = await checkout(rada, 'membership-refuse-4', id);
    expect((await bodyOf<ErrorBody>(pending)).error.details).toMatchObject({ reason: 'pending' });
    // Paying at the venue still books the same basket.
    expect((await checkout(rada, 'membership-refuse-5')).status).toBe(201);
  });

  it('gives no credit back for a cancellation the window refuses', async () => {
    const ivo = cookies[1] ?? '';
    const id = await member(1, 2);
    await fill(ivo, [item(haircut, 15, 1)]);
    const booking = await bodyOf<Booking>(await checkout(ivo, 'membership-late-1', id));
    const late = createTestApi(shared.database, { now: () => new Date('2026-11-23T10:00:00Z') });
    const refused = await apiTestClient(late, { cookie: ivo }).me.appointments[':id'].cancel.$post({
      param: { id: booking.appointments[0]?.id ?? '' },
    });
    expect(refused.status).toBe(422);
    expect((await membership(ivo, id))?.creditsLeft).toBe(1);
  });

  it("moves a visit the membership paid for only inside the membership's period", async () => {
    const ivo = cookies[1] ?? '';
    const id = await member(1, 2);
    // The membership ends on Monday at 13:00 in Sofia.
    await shared.database.db
      .update(schema.memberships)
      .set({ validUntil: new Date(monday(13)) })
      .where(eq(schema.memberships.id, id));
    await fill(ivo, [item(haircut, 9, 2)]);
    const booking = await bodyOf<Booking>(await checkout(ivo, 'membership-move-1', id));
    const visit = booking.appointments[0]?.id ?? '';
    const move = (key: string, hour: number) =>
      as(ivo).me.appointments[':id'].reschedule.$post({
        param: { id: visit },
        header: { 'idempotency-key': key },
        json: { start: monday(hour) },
      });
    const refused = await move('membership-move-2', 14);
    expect(refused.status).toBe(422);
    expect((await bodyOf<ErrorBody>(refused)).error).toMatchObject({
      code: 'MEMBERSHIP_NOT_USABLE',
      details: { reason: 'outside-period' },
    });
    expect((await move('membership-move-3', 11)).status).toBe(200);
  });
});
