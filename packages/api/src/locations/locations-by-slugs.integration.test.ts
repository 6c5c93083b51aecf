import { marketplaceTests } from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';

type Body = {
  items?: Array<{ slug: string; name: string; priceFrom: unknown; photo: unknown }>;
  error?: { code: string; message: string; details: { fields: Array<{ path: string }> } };
};

describe.each(await marketplaceTests())('GET /locations?slugs= on $kind', ({ it }) => {
  let api: ReturnType<typeof createTestApi>;

  it.beforeAll(async ({ marketplace }) => {
    api = createTestApi(marketplace);
  });

  const get = async (query: { slugs: string }) => {
    const response = await apiTestClient(api, { language: 'de' }).locations.$get({ query });
    return { status: response.status, body: await bodyOf<Body>(response) };
  };

  it('returns the places as cards in the order asked for, skipping unknown slugs', async () => {
    const { status, body } = await get({ slugs: 'lotus-plovdiv,no-such-place,lotus-center' });
    expect(status).toBe(200);
    expect(body.items?.map((item) => item.slug)).toEqual(['lotus-plovdiv', 'lotus-center']);
    expect(body.items?.[1]).toMatchObject({
      name: 'Лотос Център',
      priceFrom: { amountMinor: 3000, currency: 'EUR' },
      photo: { width: 1200, height: 800 },
    });
  });

  it.each([
    ['more than eight slugs', { slugs: Array.from({ length: 9 }, (_, n) => `place-${n}`).join(',') }],
    ['a slug with capitals', { slugs: 'lotus-center,Lotus' }],
    ['a slug with a path', { slugs: '../admin' }],
    ['an empty slug', { slugs: 'lotus-center,,lotus-plovdiv' }],
    ['a slug twice', { slugs: 'lotus-center,lotus-center' }],
    ['no slugs', { slugs: '' }],
    // The route's type requires `slugs`: this query leaves it out on purpose.
    ['no parameter', { city: 'sofia' } as unknown as { slugs: string }],
  ])('refuses %s with a 400 naming the parameter, in the request language', async (_, query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error?.code).toBe('VALIDATION_FAILED');
    expect(body.error?.details.fields[0]?.path).toMatch(/^slugs/);
    expect(body.error?.message).toContain('ungültig');
  });
});
