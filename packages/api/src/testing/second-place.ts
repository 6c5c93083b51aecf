import type { Database } from '@kalendo/db';
import { expect } from 'vitest';
import { joinTeam } from './join-team.ts';
import { everyDay, type PartnerIds, type partnerKit, partnerPlace } from './partner-kit.ts';

type Call = ReturnType<typeof partnerKit>['call'];

/** The day the place tests book on (their clock stands the day before). */
export const BOOKING_DAY = '2026-11-23';

/**
 * Another place of a business set up by `partnerKit` (ADR 056), complete and published on its own: open every
 * day, a staff member working every day, a service they perform.
 */
export async function addPublicPlace(call: Call, owner: string, ids: PartnerIds, name: string) {
  const added = await call(owner, 'POST', `${ids.base}/places`, { ...partnerPlace(name), weekly: everyDay });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const placeId = added.body.id as string;
  const member = await call(owner, 'POST', `${ids.base}/staff`, {
    placeId,
    name: `${name} Staff`,
    workingHours: everyDay,
  });
  expect(member.status, JSON.stringify(member.body)).toBe(201);
  const service = await call(owner, 'POST', `${ids.base}/services`, {
    placeId,
    name: `${name} Cut`,
    durationMinutes: 60,
    priceMinor: 2000,
    currency: 'EUR',
    staffIds: [member.body.id],
  });
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  const published = await call(owner, 'POST', `${ids.base}/places/${placeId}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return {
    placeId,
    slug: added.body.slug as string,
    staffId: member.body.id as string,
    serviceId: service.body.id as string,
  };
}

/** The first free start of the service at the place on `BOOKING_DAY`. */
export async function firstSlot(call: Call, client: string, slug: string, serviceId: string) {
  const query = `service=${serviceId}&staff=any&from=${BOOKING_DAY}&to=${BOOKING_DAY}`;
  const slots = await call(client, 'GET', `/locations/${slug}/availability?${query}`);
  expect(slots.status, JSON.stringify(slots.body)).toBe(200);
  return (slots.body.slots as Array<{ start: string }>)[0]?.start ?? '';
}

/** Books the service with its staff member at `start` as `client`: the answer as it came. */
export const book = (
  call: Call,
  client: string,
  item: { slug: string; serviceId: string; staffId: string; start: string },
) =>
  call(client, 'POST', '/bookings', {
    items: [{ locationSlug: item.slug, serviceId: item.serviceId, staffId: item.staffId, start: item.start }],
  });

/**
 * The cast of the place tests (ADR 058): "Owner" sets up and publishes a business (`a`) with "Manager" and
 * "Staff" as members; "Stranger" owns another (`other`); "client" books.
 */
export async function placeTestCast(
  kit: ReturnType<typeof partnerKit>,
  database: Database,
  tag: string,
  names: { business: string; other: string },
) {
  await kit.signUpAll(['Owner', 'Manager', 'Staff', 'Stranger', 'client'], tag);
  const a = await kit.setUp('Owner', names.business);
  const other = await kit.setUp('Stranger', names.other);
  for (const [who, role] of [
    ['Manager', 'manager'],
    ['Staff', 'staff'],
  ] as const)
    await joinTeam(kit, database, {
      owner: 'Owner',
      ids: a,
      who,
      email: `${who.toLowerCase()}-${tag}@example.com`,
      role,
    });
  const published = await kit.call('Owner', 'POST', `${a.base}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { a, other };
}
