import { schema } from '@kalendo/db';
import { addBookableStaff, marketplaceTests } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

interface Counted {
  count: number;
}

describe.each(await marketplaceTests())('the shell summary on $kind', ({ it }) => {
  let api: ReturnType<typeof createTestApi>;
  let ana = '';
  let serviceId = '';

  const as = (cookie: string) => apiTestClient(api, cookie ? { cookie } : {});
  const summaryOf = async (cookie: string) =>
    bodyOf<{ user: { id: string }; basketCount: number; unreadNotifications: number; formsToFill: number }>(
      await as(cookie).me.shell.$get({ query: {} }),
    );
  /** The three badges as their own endpoints answer them. */
  const countsOf = async (cookie: string) => {
    const [basket, unread, forms] = await Promise.all([
      bodyOf<Counted>(await as(cookie).me.basket.count.$get({ query: {} })),
      bodyOf<Counted>(await as(cookie).me.notifications['unread-count'].$get()),
      bodyOf<Counted>(await as(cookie).me.forms.count.$get()),
    ]);
    return { basketCount: basket.count, unreadNotifications: unread.count, formsToFill: forms.count };
  };

  it.beforeAll(async ({ marketplace }) => {
    ({ serviceId } = await addBookableStaff(marketplace.db, ['Мария'], {
      startsAt: '09:00',
      endsAt: '17:00',
    }));
    api = createTestApi(marketplace, { now: () => new Date('2026-11-22T12:00:00Z') });
    ana = sessionCookieOf(
      await signUpThroughApi(api, { name: 'Ana Petrova', email: 'ana.shell@example.com' }),
    );
  });

  it('refuses a caller without a session', async () => {
    const response = await as('').me.shell.$get({ query: {} });
    expect(response.status).toBe(401);
  });

  it('answers the user as /me does, with the badges the three counts give, never kept', async ({
    marketplace,
  }) => {
    const response = await as(ana).me.shell.$get({ query: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const me = await bodyOf<{ id: string }>(await as(ana).me.$get());
    expect(await summaryOf(ana)).toEqual({
      user: me,
      basketCount: 0,
      unreadNotifications: 0,
      formsToFill: 0,
    });

    const added = await as(ana).me.basket.items.$post({
      json: { locationSlug: 'lotus-center', serviceId, staffId: 'any', start: '2026-11-23T07:00:00Z' },
    });
    expect(added.status).toBe(201);
    const [user] = await marketplace.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'ana.shell@example.com'));
    await marketplace.db.insert(schema.notifications).values([
      { userId: user?.id ?? '', title: 'One', body: 'First' },
      { userId: user?.id ?? '', title: 'Two', body: 'Second' },
      { userId: user?.id ?? '', title: 'Read', body: 'Read already', readAt: new Date() },
    ]);

    const summary = await summaryOf(ana);
    expect(summary).toMatchObject({ basketCount: 1, unreadNotifications: 2 });
    expect(summary).toMatchObject(await countsOf(ana));
    expect(summary).not.toHaveProperty('favouriteIds');
  });

  it('lists the favourite places’ ids, newest first, only when asked, and refuses what it does not know', async () => {
    const withFavourites = () => as(ana).me.shell.$get({ query: { with: 'favourites' } });
    expect(await bodyOf(await withFavourites())).toMatchObject({ favouriteIds: [] });
    const idOf = async (slug: string) =>
      (await bodyOf<{ id: string }>(await as('').locations[':slug'].$get({ param: { slug } }))).id;
    const [center, plovdiv] = [await idOf('lotus-center'), await idOf('lotus-plovdiv')];
    for (const id of [center, plovdiv])
      expect((await as(ana).me.favourites[':locationId'].$put({ param: { locationId: id } })).status).toBe(
        204,
      );
    expect(await bodyOf(await withFavourites())).toMatchObject({ favouriteIds: [plovdiv, center] });
    const unknown = await apiTestClient(api, { cookie: ana, language: 'de' }).me.shell.$get({
      query: { with: 'everything' as 'favourites' },
    });
    expect(unknown.status).toBe(400);
  });
});
