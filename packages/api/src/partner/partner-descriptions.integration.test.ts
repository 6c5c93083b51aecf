import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { createTranslator } from '@kalendo/i18n';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

interface Descriptions {
  locale: string;
  items: { locale: string; text: string; updatedAt: string }[];
}

describe.each(await testDatabaseTargets())('a business described in several languages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp } = partnerKit(() => api, cookies);
  let a: PartnerIds;
  let placeSlug = '';
  let businessSlug = '';

  const texts = async (ids = a) =>
    ((await call('ownerA', 'GET', `${ids.base}/descriptions`)).body as unknown as Descriptions).items.map(
      ({ locale, text }) => [locale, text],
    );
  /** A public read without a session, as pages make it (the API may answer it from what it keeps). */
  const read = async (path: string, language: string) => {
    const response = await api.request(`http://localhost${path}`, {
      headers: { 'Accept-Language': language },
    });
    return (await response.json()) as { description: string; descriptionLocale: string };
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    for (const who of ['ownerA', 'managerA', 'staffA'])
      cookies[who] = sessionCookieOf(
        await signUpThroughApi(api, {
          name: who,
          email: `${who.toLowerCase()}-desc-${target.kind}@example.com`,
        }),
      );
    a = await setUp('ownerA', 'Nova Studio');
    const users = await database.db
      .select({ id: schema.users.id, name: schema.users.name })
      .from(schema.users);
    const userId = (name: string) => users.find((user) => user.name === name)?.id ?? '';
    await database.db.insert(schema.businessMembers).values([
      { businessId: a.businessId, userId: userId('managerA'), role: 'manager' },
      { businessId: a.businessId, userId: userId('staffA'), role: 'staff', staffId: a.staffId },
    ]);
    expect((await call('ownerA', 'POST', `${a.base}/publish`)).status).toBe(200);
    const business = (await call('ownerA', 'GET', a.base)).body as {
      slug: string;
      places: { slug: string }[];
    };
    businessSlug = business.slug;
    placeSlug = business.places[0]?.slug ?? '';
  });
  afterAll(() => drop());

  it('writes the own language first, then others; lists them own first; owner and manager only, audited', async () => {
    const first = await call(
      'ownerA',
      'PUT',
      `${a.base}/descriptions/de`,
      { text: 'Ein Friseursalon' },
      'bg',
    );
    expect(first.status).toBe(409);
    expect(first.body.error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'own-language-first' },
      message: createTranslator('bg')('errors:OWN_DESCRIPTION_FIRST'),
    });
    expect(await texts()).toEqual([]);

    expect((await call('ownerA', 'PATCH', a.base, { description: 'Фризьорски салон' })).status).toBe(200);
    const put = await call('managerA', 'PUT', `${a.base}/descriptions/de`, { text: ' Ein Friseursalon ' });
    expect(put.status).toBe(200);
    expect((await call('ownerA', 'PUT', `${a.base}/descriptions/en`, { text: 'A hair salon' })).status).toBe(
      200,
    );
    expect(await texts()).toEqual([
      ['bg', 'Фризьорски салон'],
      ['de', 'Ein Friseursalon'],
      ['en', 'A hair salon'],
    ]);
    expect((await call('staffA', 'GET', `${a.base}/descriptions`)).status).toBe(200);
    expect((await call('staffA', 'PUT', `${a.base}/descriptions/de`, { text: 'Nein' })).status).toBe(403);
    expect((await call('staffA', 'DELETE', `${a.base}/descriptions/de`)).status).toBe(403);
    // The partner's business keeps its own language's text as its description.
    expect((await call('ownerA', 'GET', a.base)).body.description).toBe('Фризьорски салон');

    const audit = await database.db
      .select({ after: schema.partnerAuditLog.after })
      .from(schema.partnerAuditLog)
      .where(
        and(
          eq(schema.partnerAuditLog.businessId, a.businessId),
          eq(schema.partnerAuditLog.action, 'business.update'),
        ),
      );
    expect(audit.map((row) => row.after)).toEqual(
      expect.arrayContaining([
        { description: { locale: 'de', text: 'Ein Friseursalon' } },
        { description: { locale: 'en', text: 'A hair salon' } },
      ]),
    );
  });

  it('keeps the own language while others have a text; removes another language, twice without error', async () => {
    const kept = await call('ownerA', 'DELETE', `${a.base}/descriptions/bg`);
    expect(kept.status).toBe(409);
    expect(kept.body.error).toMatchObject({ details: { reason: 'own-language-kept' } });
    expect((await call('ownerA', 'PATCH', a.base, { description: '' })).status).toBe(409);
    expect((await call('ownerA', 'DELETE', `${a.base}/descriptions/en`)).status).toBe(200);
    expect((await call('ownerA', 'DELETE', `${a.base}/descriptions/en`)).status).toBe(200);
    expect(await texts()).toEqual([
      ['bg', 'Фризьорски салон'],
      ['de', 'Ein Friseursalon'],
    ]);
  });

  it.each([
    // A path outside the 11 languages names nothing: 404, like any unknown path id.
    ['a language outside the 11', 'PUT', '/descriptions/xx', { text: 'Hi' }, 404],
    ['an empty text', 'PUT', '/descriptions/de', { text: '   ' }, 400],
    ['a text over 4,000 characters', 'PUT', '/descriptions/de', { text: 'я'.repeat(4001) }, 400],
    ['another field', 'PUT', '/descriptions/de', { text: 'Hallo', locale: 'en' }, 400],
    ['a body over 64 KB', 'PUT', '/descriptions/de', { text: 'a'.repeat(70_000) }, 413],
    ['a language outside the 11 to remove', 'DELETE', '/descriptions/xx', undefined, 404],
  ])('refuses %s with a 4xx and changes nothing', async (_, method, path, body, status) => {
    const before = await texts();
    const response = await call('ownerA', method, `${a.base}${path}`, body, 'de');
    expect(response.status).toBe(status);
    expect(typeof (response.body.error as { message: string }).message).toBe('string');
    expect(await texts()).toEqual(before);
  });

  it("shows the reader's language on the place, business and widget reads, else the own language's", async () => {
    const place = `/locations/${placeSlug}`;
    expect(await read(place, 'de')).toMatchObject({
      description: 'Ein Friseursalon',
      descriptionLocale: 'de',
    });
    expect(await read(place, 'en')).toMatchObject({
      description: 'Фризьорски салон',
      descriptionLocale: 'bg',
    });
    expect(await read(`/businesses/${businessSlug}`, 'de')).toMatchObject({
      description: 'Ein Friseursalon',
      descriptionLocale: 'de',
    });
    expect(await read(`/businesses/${businessSlug}`, 'ru')).toMatchObject({ descriptionLocale: 'bg' });
  });

  it('shows an edit on the next public read: the kept answers are forgotten', async () => {
    const place = `/locations/${placeSlug}`;
    expect((await read(place, 'de')).description).toBe('Ein Friseursalon');
    expect(
      (await call('ownerA', 'PUT', `${a.base}/descriptions/de`, { text: 'Ein neuer Salon' })).status,
    ).toBe(200);
    expect((await read(place, 'de')).description).toBe('Ein neuer Salon');
    expect((await call('managerA', 'DELETE', `${a.base}/descriptions/de`)).status).toBe(200);
    expect(await read(place, 'de')).toMatchObject({
      description: 'Фризьорски салон',
      descriptionLocale: 'bg',
    });
  });

  it("never leaves another language without the own language's text when a removal and a write race", async () => {
    for (let round = 0; round < 4; round++) {
      const [removed, written] = await Promise.all([
        call('ownerA', 'DELETE', `${a.base}/descriptions/bg`),
        call('managerA', 'PUT', `${a.base}/descriptions/it`, { text: 'Un salone' }),
      ]);
      expect([removed.status, written.status].sort()).toEqual([200, 409]);
      const locales = (await texts()).map(([locale]) => locale);
      expect(locales.length === 0 || locales.includes('bg')).toBe(true);
      // Back to the own language alone before the next round.
      await call('ownerA', 'DELETE', `${a.base}/descriptions/it`);
      expect((await call('ownerA', 'PUT', `${a.base}/descriptions/bg`, { text: 'Салон' })).status).toBe(200);
    }
  });
});
