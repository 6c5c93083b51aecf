import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestClient, bodyOf } from './testing/api-test-client.ts';
import { createTestApi } from './testing/create-test-api.ts';

describe.each(await testDatabaseTargets())('API on $kind', (target) => {
  let api: ReturnType<typeof createTestApi>;
  let drop: () => Promise<void>;
  let photoId: string;

  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    ({ photoId } = await insertSampleMarketplace(opened.database.db));
    api = createTestApi(opened.database);
  });
  afterAll(() => drop());
  /** The typed client, asking in this language (none by default). */
  const client = (language?: string) => apiTestClient(api, language ? { language } : {});

  it('reports health with version, build and database kind', async () => {
    const response = await client().health.$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      version: '1.2.3',
      build: 'test-build',
      database: { kind: target.kind, status: 'up' },
    });
  });

  it('lists featured places best rated first, with cheapest price and cover photo', async () => {
    const response = await client().locations.featured.$get({ query: { limit: '5' } });
    expect(response.status).toBe(200);
    const { items } = await bodyOf<{ items: Array<Record<string, unknown>> }>(response);
    expect(items.map((item) => item.slug)).toEqual(['lotus-center', 'lotus-plovdiv']);
    expect(items[0]).toMatchObject({
      businessName: 'Лотос',
      priceFrom: { amountMinor: 3000, currency: 'EUR' },
      photo: { id: photoId, width: 1200, height: 800 },
      rating: { average: 4.9, count: 10 },
    });
    expect(items[1]).toMatchObject({ priceFrom: null, photo: null });
  });

  it('filters by city and falls back to every city for an unknown one', async () => {
    const featuredIn = async (city: string) =>
      bodyOf<{ items: unknown[] }>(await client().locations.featured.$get({ query: { city } }));
    const inPlovdiv = await featuredIn('plovdiv');
    expect(inPlovdiv.items).toHaveLength(1);
    const unknown = await featuredIn('oslo');
    expect(unknown.items).toHaveLength(2);
  });

  it('names categories in the request language', async () => {
    const response = await client('bg;q=0.9,en;q=0.8').categories.$get();
    expect(await response.json()).toEqual({ items: [{ slug: 'hair', name: 'Коса' }] });
  });

  it('lists the cities that have places, in the request language’s order, as their places spell them', async () => {
    const response = await client('en').cities.$get();
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({
      items: [
        { slug: 'plovdiv', name: 'Пловдив' },
        { slug: 'sofia', name: 'София' },
      ],
    });
  });

  // Raw requests on purpose below: bad input, a path no route has, a body that is not JSON, and binary
  // answers chosen by the Accept header.
  it.each([
    ['/locations/featured?limit=0', 'VALIDATION_FAILED'],
    ['/locations/featured?limit=abc', 'VALIDATION_FAILED'],
    ["/locations/featured?city=' OR 1=1 --", 'VALIDATION_FAILED'],
    [`/locations/featured?city=${'a'.repeat(5000)}`, 'VALIDATION_FAILED'],
  ])('answers bad input %s with a 400 in the request language', async (path, code) => {
    const response = await api.request(path, { headers: { 'Accept-Language': 'de' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message).toBe('Einige der gesendeten Angaben sind ungültig.');
  });

  it('answers an id that cannot exist with a 404 in the request language', async () => {
    const response = await client('de').media[':id']['artwork.svg'].$get({ param: { id: 'not-a-uuid' } });
    expect(response.status).toBe(404);
    expect((await bodyOf<{ error: { code: string } }>(response)).error.code).toBe('NOT_FOUND');
  });

  it('answers an unknown path with a JSON 404', async () => {
    const response = await api.request('/nope', { headers: { 'Accept-Language': 'fr' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Nous n’avons pas trouvé ce que vous cherchez.' },
    });
  });

  it('answers a malformed JSON body with 400, never 500', async () => {
    const response = await api.request('/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('MALFORMED_JSON');
  });

  it('serves generated artwork with long caching, and 404 for unknown media', async () => {
    const artwork = (id: string) => client().media[':id']['artwork.svg'].$get({ param: { id } });
    const response = await artwork(photoId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toContain('<title>Салон</title>');
    const missing = await artwork('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('renders raster variants at the SPEC §9 sizes, WebP when accepted and JPEG otherwise', async () => {
    const webp = await api.request(`/media/${photoId}/image?size=700`, {
      headers: { Accept: 'image/avif,image/webp,*/*' },
    });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    expect(webp.headers.get('cache-control')).toContain('immutable');
    const webpSize = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    // 700 rounds up to 780 on the long edge; the sample photo is 1200 × 800.
    expect(webpSize).toMatchObject({ format: 'webp', width: 780, height: 520 });
    const jpeg = await api.request(`/media/${photoId}/image?size=100`, { headers: { Accept: 'image/*' } });
    expect(await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 390,
    });
    expect((await api.request(`/media/${photoId}/image?size=-3`)).status).toBe(400);
    expect((await api.request('/media/00000000-0000-4000-8000-000000000000/image')).status).toBe(404);
  });

  it('publishes an OpenAPI 3.1 document of its routes', async () => {
    const doc = (await (await api.request('/openapi.json')).json()) as { openapi: string; paths: object };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/categories',
        '/locations/featured',
        '/locations/{slug}/availability',
        '/bookings',
        '/media/{id}/artwork.svg',
      ]),
    );
  });
});
