import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlappingAppointments } from '../../../../bench/lib/checkout-workload.ts';
import { apiTestClient, WITHOUT_IDEMPOTENCY_KEY } from '../testing/api-test-client.ts';
import type { BookingScenario } from '../testing/booking-scenario.ts';
import type { createTestApi } from '../testing/create-test-api.ts';
import { openTwoStaffMarketplace } from '../testing/two-staff-marketplace.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

interface Moved {
  id: string;
  status: string;
  startsAt: string;
  endsAt: string;
  localStartsAt: string;
  cancellable: boolean;
  staff: { id: string; name: string };
  place: { slug: string };
}
interface ErrorJson {
  error: { code: string; details?: { alternatives?: string[] } & Record<string, unknown> };
}

describe.each(await testDatabaseTargets())('rescheduling on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  let clock = NOW;
  let scenario: BookingScenario;
  let elena = '';
  let maria = '';
  let alice = '';
  let bob = '';
  let keys = 0;

  const book = (cookie: string, start: string, staffId: string) =>
    scenario.book(cookie, `book-${++keys}-key`, [scenario.item(start, staffId)]);
  const bookId = (cookie: string, start: string, staffId: string) =>
    scenario.bookOne(cookie, `book-${++keys}-key`, start, staffId);
  const reschedule = (
    cookie: string,
    id: string,
    move: { start: string; staffId?: string },
    key: string | null = `move-${++keys}-key`,
  ) =>
    apiTestClient(api, { cookie }).me.appointments[':id'].reschedule.$post({
      param: { id },
      json: move,
      header: key ? { 'idempotency-key': key } : WITHOUT_IDEMPOTENCY_KEY,
    });
  const rowOf = async (id: string) =>
    (await database.db.select().from(schema.appointments).where(eq(schema.appointments.id, id)))[0];
  const overlaps = async () => (await overlappingAppointments(database.db)).length;

  beforeAll(async () => {
    ({ database, drop, api, elena, maria, alice, bob, scenario } = await openTwoStaffMarketplace(
      target,
      () => clock,
    ));
  });
  afterAll(() => drop());

  it('moves an appointment to a free time, answers it like the list does, and frees the old time', async () => {
    // Monday 23 Nov 2026 in Sofia (UTC+2): staff work 07:00Z to 15:00Z.
    const id = await bookId(alice, '2026-11-23T07:00:00Z', maria);
    const response = await reschedule(alice, id, { start: '2026-11-23T08:00:00Z' });
    expect(response.status).toBe(200);
    expect((await response.json()) as Moved).toMatchObject({
      id,
      status: 'booked',
      startsAt: '2026-11-23T08:00:00.000Z',
      endsAt: '2026-11-23T08:45:00.000Z',
      localStartsAt: '2026-11-23T10:00',
      cancellable: true,
      staff: { id: maria, name: 'Мария' },
      place: { slug: 'lotus-center' },
    });
    expect(await rowOf(id)).toMatchObject({
      busyStartsAt: new Date('2026-11-23T08:00:00Z'),
      busyEndsAt: new Date('2026-11-23T08:45:00Z'),
    });
    expect((await book(bob, '2026-11-23T07:00:00Z', maria)).status).toBe(201);
  });

  it('refuses a taken time with 409 and alternatives, and changes nothing', async () => {
    const id = await bookId(alice, '2026-11-23T10:00:00Z', maria);
    const taken = await reschedule(alice, id, { start: '2026-11-23T07:15:00Z' });
    expect(taken.status).toBe(409);
    const error = ((await taken.json()) as ErrorJson).error;
    expect(error.code).toBe('SLOT_UNAVAILABLE');
    expect(error.details?.alternatives?.length).toBeGreaterThan(0);
    expect((await rowOf(id))?.startsAt).toEqual(new Date('2026-11-23T10:00:00Z'));
    expect((await rowOf(id))?.staffId).toBe(maria);
  });

  it('moves within its own time (15 minutes later) and to another staff member', async () => {
    const id = await bookId(alice, '2026-11-23T11:00:00Z', maria);
    const later = await reschedule(alice, id, { start: '2026-11-23T11:15:00Z' });
    expect(later.status).toBe(200);
    expect(((await later.json()) as Moved).startsAt).toBe('2026-11-23T11:15:00.000Z');
    const other = await reschedule(alice, id, { start: '2026-11-23T11:15:00Z', staffId: elena });
    expect(other.status).toBe(200);
    expect(((await other.json()) as Moved).staff).toEqual({ id: elena, name: 'Елена' });
    const same = await reschedule(alice, id, { start: '2026-11-23T11:15:00Z' });
    expect(same.status).toBe(409);
    expect(((await same.json()) as ErrorJson).error.code).toBe('CONFLICT');
  });

  it('replays a retried key and refuses the key with another body', async () => {
    const id = await bookId(alice, '2026-11-23T12:00:00Z', maria);
    const first = await reschedule(alice, id, { start: '2026-11-23T12:30:00Z' }, 'move-replay-01');
    expect(first.status).toBe(200);
    const retry = await reschedule(alice, id, { start: '2026-11-23T12:30:00Z' }, 'move-replay-01');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as Moved).startsAt).toBe('2026-11-23T12:30:00.000Z');
    const moves = await database.db
      .select()
      .from(schema.appointmentMoves)
      .where(eq(schema.appointmentMoves.appointmentId, id));
    expect(moves).toHaveLength(1);
    const mismatch = await reschedule(alice, id, { start: '2026-11-23T13:30:00Z' }, 'move-replay-01');
    expect(mismatch.status).toBe(422);
    expect(((await mismatch.json()) as ErrorJson).error.code).toBe('IDEMPOTENCY_MISMATCH');
    expect((await rowOf(id))?.startsAt).toEqual(new Date('2026-11-23T12:30:00Z'));
  });

  it("answers 404 for another user's or an unknown appointment, 401 without a session, 400 without a key", async () => {
    const id = await bookId(alice, '2026-11-23T14:00:00Z', elena);
    const theirs = await reschedule(bob, id, { start: '2026-11-23T14:15:00Z' });
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as ErrorJson).error.code).toBe('NOT_FOUND');
    const unknown = '0b7c3f0e-1111-4222-8333-944445555666';
    expect((await reschedule(alice, unknown, { start: '2026-11-23T14:15:00Z' })).status).toBe(404);
    expect((await reschedule('', id, { start: '2026-11-23T14:15:00Z' })).status).toBe(401);
    expect((await reschedule(alice, id, { start: '2026-11-23T14:15:00Z' }, null)).status).toBe(400);
    expect((await reschedule(alice, id, { start: '2026-11-23T14:15:00' })).status).toBe(400);
    expect((await rowOf(id))?.startsAt).toEqual(new Date('2026-11-23T14:00:00Z'));
  });

  it('refuses inside the cancellation window (422) and a cancelled appointment (409)', async () => {
    const id = await bookId(alice, '2026-11-23T13:00:00Z', elena);
    clock = new Date('2026-11-22T13:00:00Z');
    const late = await reschedule(alice, id, { start: '2026-11-23T13:15:00Z' });
    expect(late.status).toBe(422);
    expect(((await late.json()) as ErrorJson).error).toMatchObject({
      code: 'CANCELLATION_WINDOW_PASSED',
      details: { cancellationWindowMinutes: 1440, cancellableUntil: '2026-11-22T13:00:00.000Z' },
    });
    clock = NOW;
    const cancelled = await apiTestClient(api, { cookie: alice }).me.appointments[':id'].cancel.$post({
      param: { id },
    });
    expect(cancelled.status).toBe(200);
    const again = await reschedule(alice, id, { start: '2026-11-23T13:15:00Z' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorJson).error.code).toBe('ALREADY_CANCELLED');
  });

  it('lets exactly one of 10 simultaneous moves of two appointments onto one free time win', async () => {
    const first = await bookId(alice, '2026-11-23T09:00:00Z', elena);
    const second = await bookId(bob, '2026-11-23T10:00:00Z', elena);
    const target = { start: '2026-11-23T14:00:00Z', staffId: maria };
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? reschedule(alice, first, target) : reschedule(bob, second, target),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const atTarget = await database.db
      .select()
      .from(schema.appointments)
      .where(
        and(eq(schema.appointments.startsAt, new Date(target.start)), eq(schema.appointments.staffId, maria)),
      );
    expect(atTarget).toHaveLength(1);
    expect(await overlaps()).toBe(0);
  });

  it('lets exactly one of a move and a new booking of the same time win', async () => {
    const id = await bookId(alice, '2026-11-23T08:00:00Z', elena);
    const start = '2026-11-23T09:00:00Z';
    const [moved, booked] = await Promise.all([
      reschedule(alice, id, { start, staffId: maria }),
      book(bob, start, maria),
    ]);
    expect([moved.status, booked.status].sort()).toEqual(moved.status === 200 ? [200, 409] : [201, 409]);
    const atStart = await database.db
      .select()
      .from(schema.appointments)
      .where(and(eq(schema.appointments.startsAt, new Date(start)), eq(schema.appointments.staffId, maria)));
    expect(atStart.filter((a) => a.status === 'booked')).toHaveLength(1);
    expect(await overlaps()).toBe(0);
  });
});
