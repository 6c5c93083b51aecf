import { describe, expect } from 'vitest';
import * as schema from '../schema/index.ts';
import { addBookableStaff } from '../testing/add-bookable-staff.ts';
import { insertAppointment } from '../testing/insert-appointment.ts';
import { marketplaceTests, sharedMarketplace } from '../testing/marketplace-tests.ts';
import { createMyAppointments } from './my-appointments.ts';

const HOUR = 3_600_000;

describe.each(await marketplaceTests())('appointments of their owners on $kind', ({ it, target }) => {
  const shared = sharedMarketplace(it);

  it('reads a batch of appointments in one go, each only for its own owner', async () => {
    const db = shared.database.db;
    const place = await addBookableStaff(db, [`Ana ${target.kind}`, `Eli ${target.kind}`], {
      startsAt: '08:00',
      endsAt: '20:00',
    });
    const [ada, bob] = [`ada-${target.kind}`, `bob-${target.kind}`];
    await db.insert(schema.users).values([
      { id: ada, name: 'Ada', email: `${ada}@example.com` },
      { id: bob, name: 'Bob', email: `${bob}@example.com` },
    ]);
    const start = new Date(Date.now() + 30 * HOUR);
    const visit = (userId: string, staff: number) =>
      insertAppointment(db, {
        location: place.location,
        serviceId: place.serviceId,
        staffId: place.staffIds[staff] as string,
        start,
        end: new Date(start.getTime() + HOUR),
        userId,
      });
    const [adas, bobs] = [await visit(ada, 0), await visit(bob, 1)];
    const store = createMyAppointments(db);

    const found = await store.findEach([
      { userId: ada, id: adas.id },
      { userId: bob, id: bobs.id },
      // Bob's visit named for Ada is not hers: absent.
      { userId: ada, id: bobs.id },
    ]);
    expect(found.map((a) => a.id).sort()).toEqual([adas.id, bobs.id].sort());
    expect(found.find((a) => a.id === adas.id)?.staff.name).toBe(`Ana ${target.kind}`);
    expect(await store.findEach([{ userId: ada, id: bobs.id }])).toEqual([]);
    expect(await store.findEach([])).toEqual([]);
  });
});
