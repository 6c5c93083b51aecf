import type { Database } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { joinTeam } from '../testing/join-team.ts';
import { everyDay, type PartnerIds, partnerKit, partnerPlace } from '../testing/partner-kit.ts';
import { addPublicPlace } from '../testing/second-place.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/** A public place keeps what made it publishable (ADR 058): hours and a service someone with hours performs. */
describe.each(await testDatabaseTargets())('guarding a public place on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp, signUpAll } = partnerKit(() => api, cookies);
  const tag = `place-guard-${target.kind}`;
  let a: PartnerIds;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    await signUpAll(['Owner', 'Staff', 'Stranger'], tag);
    a = await setUp('Owner', 'Guard Salon');
    await setUp('Stranger', 'Another Salon');
    await joinTeam({ call }, database, {
      owner: 'Owner',
      ids: a,
      who: 'Staff',
      email: `staff-${tag}@example.com`,
      role: 'staff',
    });
    expect((await call('Owner', 'POST', `${a.base}/publish`)).status).toBe(200);
  });
  afterAll(() => drop());

  const hours = (placeId: string, weekly: unknown[], language = 'en') =>
    call('Owner', 'PUT', `${a.base}/places/${placeId}/hours`, { weekly }, language);

  it('refuses to empty the hours of a public place, saying to hide it first; allows it once hidden', async () => {
    const place = await addPublicPlace(call, 'Owner', a, 'Guard Salon East');
    const refused = await hours(place.placeId, [], 'it');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'public-place-emptied', missing: ['opening-hours'] },
    });
    expect((refused.body.error as { message: string }).message).toMatch(/Nascondi prima la sede/);
    expect((await call('Owner', 'GET', `${a.base}/places/${place.placeId}`)).body.weekly).toHaveLength(7);
    // Fewer hours are fine; none are not.
    expect((await hours(place.placeId, everyDay.slice(0, 2))).status).toBe(200);
    expect((await call('Owner', 'POST', `${a.base}/places/${place.placeId}/unpublish`)).status).toBe(200);
    expect((await hours(place.placeId, [])).status).toBe(200);
  });

  it('refuses to retire the last bookable service or its last performer, or to unlink them', async () => {
    const place = await addPublicPlace(call, 'Owner', a, 'Guard Salon West');
    const service = await call('Owner', 'DELETE', `${a.base}/services/${place.serviceId}`);
    expect(service.status).toBe(409);
    expect(service.body.error).toMatchObject({ details: { missing: ['bookable-service'] } });
    const performer = await call('Owner', 'DELETE', `${a.base}/staff/${place.staffId}`);
    expect(performer.status).toBe(409);
    const unlinked = await call('Owner', 'PATCH', `${a.base}/services/${place.serviceId}`, { staffIds: [] });
    expect(unlinked.status).toBe(409);
    const noHours = await call('Owner', 'PATCH', `${a.base}/staff/${place.staffId}`, { workingHours: [] });
    expect(noHours.status).toBe(409);
    const services = await call('Owner', 'GET', `${a.base}/services`);
    expect((services.body.items as Array<{ id: string }>).map((item) => item.id)).toContain(place.serviceId);
  });

  it('lets exactly one of two racing retirements of the last two services through', async () => {
    const place = await addPublicPlace(call, 'Owner', a, 'Guard Salon Race');
    const second = await call('Owner', 'POST', `${a.base}/services`, {
      placeId: place.placeId,
      name: 'Colour',
      durationMinutes: 30,
      priceMinor: 1500,
      currency: 'EUR',
      staffIds: [place.staffId],
    });
    expect(second.status).toBe(201);
    const answers = await Promise.all(
      [place.serviceId, second.body.id as string].map((id) =>
        call('Owner', 'DELETE', `${a.base}/services/${id}`),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
  });

  it('does not guard a place out of public view, and refuses the staff role', async () => {
    const added = await call('Owner', 'POST', `${a.base}/places`, {
      ...partnerPlace('Guard Salon Draft'),
      weekly: everyDay,
    });
    const placeId = added.body.id as string;
    expect((await hours(placeId, [])).status).toBe(200);
    const byStaff = await call('Staff', 'PUT', `${a.base}/places/${a.placeId}/hours`, { weekly: [] });
    expect(byStaff.status).toBe(403);
    const byStranger = await call('Stranger', 'PUT', `${a.base}/places/${a.placeId}/hours`, { weekly: [] });
    expect(byStranger.status).toBe(404);
  });
});
