import { marketplaceTests } from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const ORIGIN = 'http://localhost';

describe.each(await marketplaceTests())('favourites on $kind', ({ it }) => {
  let api: ReturnType<typeof createTestApi>;
  let ana = '';
  let boris = '';
  let center = '';
  let plovdiv = '';

  const call = (method: string, path: string, cookie?: string) =>
    api.request(`${ORIGIN}${path}`, {
      method,
      headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    });
  const slugsOf = async (cookie: string) =>
    (
      (await (await call('GET', '/me/favourites', cookie)).json()) as { items: Array<{ slug: string }> }
    ).items.map((item) => item.slug);

  it.beforeAll(async ({ marketplace }) => {
    api = createTestApi(marketplace);
    ana = sessionCookieOf(await signUpThroughApi(api, { name: 'Ana Petrova', email: 'ana@example.com' }));
    boris = sessionCookieOf(await signUpThroughApi(api, { name: 'Boris Iliev', email: 'boris@example.com' }));
    const find = async (slug: string) =>
      ((await (await api.request(`/locations/${slug}`)).json()) as { id: string }).id;
    center = await find('lotus-center');
    plovdiv = await find('lotus-plovdiv');
  });

  it('adds places once each and lists them newest first, as cards', async () => {
    expect((await call('PUT', `/me/favourites/${center}`, ana)).status).toBe(204);
    expect((await call('PUT', `/me/favourites/${center}`, ana)).status).toBe(204);
    expect((await call('PUT', `/me/favourites/${plovdiv}`, ana)).status).toBe(204);
    expect(await slugsOf(ana)).toEqual(['lotus-plovdiv', 'lotus-center']);
    const [card] = ((await (await call('GET', '/me/favourites', ana)).json()) as { items: unknown[] }).items;
    expect(card).toMatchObject({
      slug: 'lotus-plovdiv',
      businessName: expect.any(String),
      rating: expect.any(Object),
    });
  });

  it('keeps each user’s favourites to themselves', async () => {
    expect(await slugsOf(boris)).toEqual([]);
    // Boris removing Ana's place removes nothing of hers: the path names no user.
    expect((await call('DELETE', `/me/favourites/${center}`, boris)).status).toBe(204);
    expect(await slugsOf(ana)).toEqual(['lotus-plovdiv', 'lotus-center']);
  });

  it('removes a place, idempotently', async () => {
    expect((await call('DELETE', `/me/favourites/${plovdiv}`, ana)).status).toBe(204);
    expect((await call('DELETE', `/me/favourites/${plovdiv}`, ana)).status).toBe(204);
    expect(await slugsOf(ana)).toEqual(['lotus-center']);
  });

  it('refuses anonymous calls, unknown places and malformed ids', async () => {
    expect((await call('GET', '/me/favourites')).status).toBe(401);
    expect((await call('PUT', `/me/favourites/${center}`)).status).toBe(401);
    expect((await call('PUT', '/me/favourites/7f1d8f3e-5b8a-4c39-9a43-6a7b8c9d0e1f', ana)).status).toBe(404);
    expect((await call('PUT', "/me/favourites/1' or '1'='1", ana)).status).toBe(404);
  });
});
