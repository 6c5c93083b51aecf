import { marketplaceTests } from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

describe.each(await marketplaceTests())('favourites on $kind', ({ it }) => {
  let api: ReturnType<typeof createTestApi>;
  let ana = '';
  let boris = '';
  let center = '';
  let plovdiv = '';

  const favourites = (cookie?: string) => apiTestClient(api, cookie ? { cookie } : {}).me.favourites;
  const put = (locationId: string, cookie?: string) =>
    favourites(cookie)[':locationId'].$put({ param: { locationId } });
  const remove = (locationId: string, cookie?: string) =>
    favourites(cookie)[':locationId'].$delete({ param: { locationId } });
  const listOf = async (cookie: string) =>
    bodyOf<{ items: Array<{ slug: string }> }>(await favourites(cookie).$get());
  const slugsOf = async (cookie: string) => (await listOf(cookie)).items.map((item) => item.slug);

  it.beforeAll(async ({ marketplace }) => {
    api = createTestApi(marketplace);
    ana = sessionCookieOf(await signUpThroughApi(api, { name: 'Ana Petrova', email: 'ana@example.com' }));
    boris = sessionCookieOf(await signUpThroughApi(api, { name: 'Boris Iliev', email: 'boris@example.com' }));
    const find = async (slug: string) =>
      (await bodyOf<{ id: string }>(await apiTestClient(api).locations[':slug'].$get({ param: { slug } })))
        .id;
    center = await find('lotus-center');
    plovdiv = await find('lotus-plovdiv');
  });

  it('adds places once each and lists them newest first, as cards', async () => {
    expect((await put(center, ana)).status).toBe(204);
    expect((await put(center, ana)).status).toBe(204);
    expect((await put(plovdiv, ana)).status).toBe(204);
    expect(await slugsOf(ana)).toEqual(['lotus-plovdiv', 'lotus-center']);
    const [card] = (await listOf(ana)).items;
    expect(card).toMatchObject({
      slug: 'lotus-plovdiv',
      businessName: expect.any(String),
      rating: expect.any(Object),
    });
  });

  it('keeps each user’s favourites to themselves', async () => {
    expect(await slugsOf(boris)).toEqual([]);
    // Boris removing Ana's place removes nothing of hers: the path names no user.
    expect((await remove(center, boris)).status).toBe(204);
    expect(await slugsOf(ana)).toEqual(['lotus-plovdiv', 'lotus-center']);
  });

  it('removes a place, idempotently', async () => {
    expect((await remove(plovdiv, ana)).status).toBe(204);
    expect((await remove(plovdiv, ana)).status).toBe(204);
    expect(await slugsOf(ana)).toEqual(['lotus-center']);
  });

  it('refuses anonymous calls, unknown places and malformed ids', async () => {
    expect((await favourites().$get()).status).toBe(401);
    expect((await put(center)).status).toBe(401);
    expect((await put('7f1d8f3e-5b8a-4c39-9a43-6a7b8c9d0e1f', ana)).status).toBe(404);
    expect((await put("1' or '1'='1", ana)).status).toBe(404);
  });
});
