import { type Database, schema } from '@kalendo/db';
import { addMarketplaceServices, marketplaceTests } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';

type Body = {
  items?: Array<{
    id: string;
    alt: string;
    tint: [string, string] | null;
    preview: string | null;
    service: { slug: string; name: string };
    location: object;
  }>;
  error?: { code: string };
};

/** Two haircut photos (the newer one wins), one colouring photo and a gallery photo that is not inspiration. */
async function addInspirationPhotos(db: Database['db']) {
  const services = await db.select().from(schema.marketplaceServices);
  const idOf = (slug: string) => services.find((service) => service.slug === slug)?.id ?? '';
  const [center] = await db.select().from(schema.locations).where(eq(schema.locations.slug, 'lotus-center'));
  const photo = (alt: string, serviceSlug: string, createdAt: string) => ({
    kind: 'photo' as const,
    locationId: center?.id,
    businessId: center?.businessId,
    marketplaceServiceId: idOf(serviceSlug),
    width: 800,
    height: 1000,
    alt,
    artwork: { palette: ['#00acc1', '#7e57c2'] as [string, string], motif: 'hair' },
    createdAt: new Date(createdAt),
  });
  await db
    .insert(schema.media)
    .values([
      photo('old haircut', 'haircut', '2026-01-01T00:00:00Z'),
      photo('new haircut', 'haircut', '2026-06-01T00:00:00Z'),
      photo('colouring', 'colouring', '2026-03-01T00:00:00Z'),
    ]);
}

describe.each(await marketplaceTests())('GET /inspiration/teaser on $kind', ({ it }) => {
  let api: ReturnType<typeof createTestApi>;

  it.beforeAll(async ({ marketplace }) => {
    await addMarketplaceServices(marketplace.db);
    await addInspirationPhotos(marketplace.db);
    api = createTestApi(marketplace);
  });

  const get = async (query: { limit?: string }, language = 'en') => {
    const response = await apiTestClient(api, { language }).inspiration.teaser.$get({ query });
    return { status: response.status, body: await bodyOf<Body>(response) };
  };

  it('shows the newest photo of each service type with its place, named in the request language', async () => {
    const { status, body } = await get({}, 'bg');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(2);
    expect(body.items?.map((item) => item.alt).sort()).toEqual(['colouring', 'new haircut']);
    expect(body.items?.find((item) => item.service.slug === 'haircut')).toMatchObject({
      service: { name: 'Подстригване' },
      location: { slug: 'lotus-center', name: 'Лотос Център' },
    });
  });

  it("carries each photo's colours and blur-up preview, the same as the gallery's", async () => {
    const { body } = await get({});
    const gallery = await bodyOf<Body>(await apiTestClient(api).inspiration.$get({ query: { limit: '48' } }));
    for (const item of body.items ?? []) {
      expect(item.tint).toEqual(['#00acc1', '#7e57c2']);
      expect(item.preview).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
      expect(item.preview).toBe(gallery.items?.find((look) => look.id === item.id)?.preview);
    }
  });

  it('falls back to English names and honours the limit', async () => {
    const { body } = await get({ limit: '1' }, 'ro');
    expect(body.items).toHaveLength(1);
    expect(['Haircut', 'Colouring']).toContain(body.items?.[0]?.service.name);
  });

  it('refuses a limit out of range', async () => {
    const { status, body } = await get({ limit: '50' });
    expect(status).toBe(400);
    expect(body.error?.code).toBe('VALIDATION_FAILED');
  });
});
