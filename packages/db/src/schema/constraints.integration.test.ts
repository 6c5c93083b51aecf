import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { marketplaceTests, sharedMarketplace } from '../testing/marketplace-tests.ts';
import * as schema from './index.ts';

/** Walks an error's causes for a PostgreSQL SQLSTATE. */
function sqlState(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

describe.each(await marketplaceTests())('database invariants on $kind', ({ it }) => {
  const shared = sharedMarketplace(it);
  let ids: { businessId: string; locationId: string; serviceId: string; staffId: string };

  it.beforeAll(async ({ marketplace }) => {
    const [location] = await marketplace.db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.slug, 'lotus-center'));
    const [service] = await marketplace.db
      .select()
      .from(schema.services)
      .where(eq(schema.services.locationId, location?.id ?? ''));
    if (!location || !service) throw new Error('sample marketplace missing');
    const [member] = await marketplace.db
      .insert(schema.staff)
      .values({ businessId: location.businessId, locationId: location.id, name: 'Мария' })
      .returning();
    ids = {
      businessId: location.businessId,
      locationId: location.id,
      serviceId: service.id,
      staffId: member?.id ?? '',
    };
  });

  async function book(startIso: string, minutes: number, key: string) {
    const startsAt = new Date(startIso);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    return shared.database.db.transaction(async (tx) => {
      const [booking] = await tx
        .insert(schema.bookings)
        .values({ idempotencyKey: key, requestHash: key })
        .returning();
      await tx.insert(schema.appointments).values({
        bookingId: booking?.id ?? '',
        ...ids,
        startsAt,
        endsAt,
        busyStartsAt: startsAt,
        busyEndsAt: endsAt,
        priceMinor: 3000,
        currency: 'EUR',
        durationMinutes: minutes,
      });
    });
  }

  it('lets exactly one of many concurrent bookings of one staff member at one time through', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => book('2030-03-01T10:00:00Z', 45, `race-${i}`)),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(sqlState(attempt.reason)).toBe('23P01');
    }
    const bookings = await shared.database.db.select().from(schema.bookings);
    expect(bookings.filter((b) => b.idempotencyKey.startsWith('race-'))).toHaveLength(1);
  });

  it('refuses an overlapping appointment but allows one that starts when the other ends', async () => {
    await book('2030-03-02T10:00:00Z', 60, 'first');
    expect(sqlState(await book('2030-03-02T10:30:00Z', 60, 'overlap').catch((e) => e))).toBe('23P01');
    await expect(book('2030-03-02T11:00:00Z', 60, 'adjacent')).resolves.toBeUndefined();
  });

  it('frees the time of a cancelled appointment', async () => {
    await book('2030-03-03T09:00:00Z', 30, 'to-cancel');
    await shared.database.db
      .update(schema.appointments)
      .set({ status: 'cancelled' })
      .where(eq(schema.appointments.startsAt, new Date('2030-03-03T09:00:00Z')));
    await expect(book('2030-03-03T09:00:00Z', 30, 'rebooked')).resolves.toBeUndefined();
  });

  it('keeps class bookings within capacity and credits non-negative', async () => {
    const [klass] = await shared.database.db
      .insert(schema.classes)
      .values({
        ...pick(ids),
        name: 'Йога',
        durationMinutes: 60,
        priceMinor: 1500,
        currency: 'EUR',
        defaultCapacity: 2,
      })
      .returning();
    const [session] = await shared.database.db
      .insert(schema.classSessions)
      .values({
        classId: klass?.id ?? '',
        locationId: ids.locationId,
        startsAt: new Date('2030-03-04T18:00:00Z'),
        endsAt: new Date('2030-03-04T19:00:00Z'),
        capacity: 2,
        bookedCount: 2,
      })
      .returning();
    const overbook = await shared.database.db
      .update(schema.classSessions)
      .set({ bookedCount: 3 })
      .where(eq(schema.classSessions.id, session?.id ?? ''))
      .catch((e: unknown) => e);
    expect(sqlState(overbook)).toBe('23514');
  });

  it('refuses a negative price and a zero duration', async () => {
    const bad = await shared.database.db
      .insert(schema.services)
      .values({ ...pick(ids), name: 'x', durationMinutes: 0, priceMinor: -1, currency: 'EUR' })
      .catch((e: unknown) => e);
    expect(sqlState(bad)).toBe('23514');
  });

  it("keeps a business's theme colour a lower-case #rrggbb or none", async () => {
    const colour = (themeColor: string | null) =>
      shared.database.db
        .insert(schema.businesses)
        .values({ slug: `colour-${crypto.randomUUID()}`, name: 'x', locale: 'en', themeColor })
        .then(() => 'ok')
        .catch((e: unknown) => sqlState(e));
    expect(await colour('#8e24aa')).toBe('ok');
    expect(await colour(null)).toBe('ok');
    for (const bad of ['#8E24AA', '8e24aa', '#fff', 'red', '#8e24aa; x'])
      expect(await colour(bad), bad).toBe('23514');
  });

  it('serves no custom domain without a verification or a token, and bounds the widget sites (ADR 044)', async () => {
    const place = (values: Partial<typeof schema.locations.$inferInsert>) =>
      shared.database.db
        .update(schema.locations)
        .set(values)
        .where(eq(schema.locations.slug, 'lotus-plovdiv'))
        .then(() => 'ok')
        .catch((e: unknown) => sqlState(e));
    expect(
      await place({ customDomain: 'x.lotus.example', customDomainToken: null, customDomainVerifiedAt: null }),
    ).toBe('23514');
    expect(await place({ customDomain: 'x.lotus.example', customDomainToken: 'short' })).toBe('23514');
    expect(await place({ customDomain: 'x.lotus.example', customDomainToken: 'a'.repeat(32) })).toBe('ok');
    expect(await place({ customDomain: 'booking.lotus.example', customDomainToken: 'b'.repeat(32) })).toBe(
      '23505',
    );
    const sites = Array.from({ length: 21 }, (_, i) => `https://s${i}.example`);
    expect(await place({ widgetOrigins: sites })).toBe('23514');
    expect(await place({ widgetOrigins: sites.slice(0, 20) })).toBe('ok');
    expect(await place({ customDomain: null, customDomainToken: null, widgetOrigins: [] })).toBe('ok');
  });
});

function pick(ids: { businessId: string; locationId: string }) {
  return { businessId: ids.businessId, locationId: ids.locationId };
}
