import type { BasketItemInput } from '@kalendo/contracts';
import type { Database } from '@kalendo/db';
import { addBookableStaff } from '@kalendo/db/testing';
import type { ApiDeps } from '../deps.ts';
import type { Stores } from '../services/create-stores.ts';
import { apiTestClient, bodyOf, expectStatus } from './api-test-client.ts';
import { createTestApi } from './create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from './sign-up.ts';

/** A service at a start (a basket may also hold class spots; a direct booking takes services only). */
type ServiceItemInput = Extract<BasketItemInput, { serviceId: string }>;

interface Plan {
  staff: string[];
  hours: { startsAt: string; endsAt: string };
  clients: Array<{ name: string; email: string }>;
  api: Partial<ApiDeps>;
  stores: Partial<Stores>;
}

/**
 * The booking tests' world, step by step, on a database that holds the sample marketplace: staff members
 * who do the 45-minute service at `lotus-center` (Sofia) on Mondays, an API with its clock, signed-up
 * clients; then what a client does with them (items, a basket, a booking) through the typed test client.
 *
 *   const world = await bookingScenario(database).staff('Елена', 'Мария').clock(() => now).client('Alice', 'alice@example.com').open();
 *   const id = await world.bookOne(world.clients[0], 'alice-0001', '2026-11-23T08:00:00Z', world.staff[1]);
 */
export function bookingScenario(database: Database) {
  const plan: Plan = {
    staff: ['Мария'],
    hours: { startsAt: '09:00', endsAt: '17:00' },
    clients: [],
    api: {},
    stores: {},
  };
  const builder = {
    /** The staff members, by name (default: one, Мария). */
    staff(...names: string[]) {
      plan.staff = names;
      return builder;
    },
    /** Their Monday working hours (default 09:00–17:00, local time). */
    hours(startsAt: string, endsAt: string) {
      plan.hours = { startsAt, endsAt };
      return builder;
    },
    /** The API's clock. */
    clock(now: () => Date) {
      plan.api = { ...plan.api, now };
      return builder;
    },
    /** Other parts of the API (a payment gateway, a notification sink, …). */
    with(deps: Partial<ApiDeps>) {
      plan.api = { ...plan.api, ...deps };
      return builder;
    },
    /** Database adapters in place of the real ones (e.g. one that counts its calls). */
    replace(stores: Partial<Stores>) {
      plan.stores = { ...plan.stores, ...stores };
      return builder;
    },
    /** A client who signs up (and in) through the API; their cookies come in the order added. */
    client(name: string, email: string) {
      plan.clients.push({ name, email });
      return builder;
    },
    open: () => openScenario(database, plan),
  };
  return builder;
}

async function openScenario(database: Database, plan: Plan) {
  const { location, serviceId, staffIds } = await addBookableStaff(database.db, plan.staff, plan.hours);
  const api = createTestApi(database, plan.api, { replace: plan.stores });
  const clients: string[] = [];
  for (const account of plan.clients) clients.push(sessionCookieOf(await signUpThroughApi(api, account)));

  /** One item of the service at the place (`any` staff unless named). */
  const item = (start: string, staffId = 'any'): ServiceItemInput => ({
    locationSlug: 'lotus-center',
    serviceId,
    staffId,
    start,
  });
  /** `POST /bookings` of these items as the client with this cookie. */
  const book = (cookie: string, key: string, items: ServiceItemInput[]) =>
    apiTestClient(api, { cookie }).bookings.$post({ json: { items }, header: { 'idempotency-key': key } });
  /** Books one item and answers its appointment's id; any answer but 201 fails the test. */
  async function bookOne(cookie: string, key: string, start: string, staffId?: string) {
    const response = await expectStatus(book(cookie, key, [item(start, staffId)]), 201);
    return (await bodyOf<{ appointments: Array<{ id: string }> }>(response)).appointments[0]?.id ?? '';
  }
  /** Empties the client's basket, then adds these items; any other answer than 200, then 201, fails the test. */
  async function fillBasket(cookie: string, items: BasketItemInput[]) {
    const client = apiTestClient(api, { cookie });
    await expectStatus(client.me.basket.$delete(), 200);
    for (const entry of items) await expectStatus(client.me.basket.items.$post({ json: entry }), 201);
  }
  return { api, location, serviceId, staff: staffIds, clients, item, book, bookOne, fillBasket };
}

export type BookingScenario = Awaited<ReturnType<typeof openScenario>>;
