import { addBookableStaff, addMarketplaceServices, insertLook, marketplaceTests } from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';

/** The gallery's filters and paging, as its query takes them. */
type Query = { service?: string; city?: string; near?: string; limit?: string; cursor?: string };

interface Look {
  id: string;
  alt: string;
  kind: string;
  service: { slug: string; name: string };
  location: { slug: string; city: string; ratingAverage: number };
  offer: { priceMinor: number; currency: string } | null;
  staff: { name: string } | null;
  preview: string | null;
  nextFreeStarts?: Array<{ start: string; staffIds: string[] }>;
}
type Body = {
  items?: Look[];
  nextCursor?: string | null;
  services?: Array<{ slug: string; name: string }>;
  cities?: Array<{ slug: string }>;
  error?: { code: string; message: string };
};

// A Sunday morning in Sofia: the staff of the fixture work on Mondays.
const NOW = new Date('2026-11-29T08:00:00Z');

describe.each(await marketplaceTests())('GET /inspiration on $kind', ({ it }) => {
  let api: ReturnType<typeof createTestApi>;
  const ids: Record<string, string> = {};

  it.beforeAll(async ({ marketplace }) => {
    await addMarketplaceServices(marketplace.db);
    const { staffIds } = await addBookableStaff(marketplace.db, ['Ана', 'Борис'], {
      startsAt: '10:00',
      endsAt: '14:00',
    });
    const looks = [
      { alt: 'bob', serviceSlug: 'haircut', createdAt: '2026-06-01T00:00:00.123456Z', staffId: staffIds[1] },
      { alt: 'pixie', serviceSlug: 'haircut', createdAt: '2026-06-01T00:00:00.123789Z' },
      { alt: 'ombre', serviceSlug: 'colouring', createdAt: '2026-05-01T00:00:00Z', kind: 'video' as const },
      {
        alt: 'plovdiv cut',
        serviceSlug: 'haircut',
        locationSlug: 'lotus-plovdiv',
        createdAt: '2026-04-01T00:00:00Z',
      },
      { alt: 'hidden', serviceSlug: 'haircut', createdAt: '2026-07-01T00:00:00Z', hidden: true },
    ];
    for (const look of looks) ids[look.alt] = await insertLook(marketplace.db, look);
    api = createTestApi(marketplace, { now: () => NOW });
  });

  const inspiration = (language: string) => apiTestClient(api, { language }).inspiration;
  const answerOf = async (answer: Promise<{ status: number; json(): Promise<unknown> }>) => {
    const response = await answer;
    return { status: response.status, body: await bodyOf<Body>(response) };
  };
  const gallery = (query: Query = {}, language = 'en') => answerOf(inspiration(language).$get({ query }));
  const lookById = (mediaId: string | undefined, query: Query = {}, language = 'en') =>
    answerOf(inspiration(language)[':mediaId'].$get({ param: { mediaId: String(mediaId) }, query }));
  const filters = (language = 'en') => answerOf(inspiration(language).filters.$get());
  const serviceOffer = (slug: string, query: Query = {}, language = 'en') =>
    answerOf(inspiration(language).services[':slug'].$get({ param: { slug }, query }));

  it('lists visible looks newest first with their place and cheapest offer, in the request language', async () => {
    const { status, body } = await gallery({}, 'bg');
    expect(status).toBe(200);
    expect(body.items?.map((look) => look.alt)).toEqual(['pixie', 'bob', 'ombre', 'plovdiv cut']);
    expect(body.items?.[0]).toMatchObject({
      service: { slug: 'haircut', name: 'Подстригване' },
      location: { slug: 'lotus-center', city: 'София', ratingAverage: 4.9 },
      offer: { priceMinor: 3000, currency: 'EUR' },
    });
    expect(body.items?.find((look) => look.alt === 'ombre')?.kind).toBe('video');
    // The only haircut service in Plovdiv is inactive: nothing to book there.
    expect(body.items?.find((look) => look.alt === 'plovdiv cut')?.offer).toBeNull();
    expect(body.nextCursor).toBeNull();
  });

  it('gives each look its blur-up preview: a tiny WebP of the picture at its aspect ratio, in the answer', async () => {
    const { body } = await gallery();
    const previews = body.items?.map((look) => look.preview) ?? [];
    expect(previews).toHaveLength(4);
    for (const preview of previews) expect(preview).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    // Each picture is drawn from its own id: no two previews alike.
    expect(new Set(previews).size).toBe(4);
    const image = Buffer.from(previews[0]?.split(',')[1] ?? '', 'base64');
    expect(image.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(image.length).toBeLessThan(400);
    const view = await lookById(ids.pixie);
    expect(view.body).toMatchObject({ preview: previews[0] });
  });

  it('pages by cursor without repeating or skipping looks made within one millisecond', async () => {
    const first = await gallery({ limit: '1' });
    expect(first.body.items?.map((look) => look.alt)).toEqual(['pixie']);
    const second = await gallery({ limit: '2', cursor: first.body.nextCursor ?? '' });
    expect(second.body.items?.map((look) => look.alt)).toEqual(['bob', 'ombre']);
    const third = await gallery({ limit: '2', cursor: second.body.nextCursor ?? '' });
    expect(third.body.items?.map((look) => look.alt)).toEqual(['plovdiv cut']);
    expect(third.body.nextCursor).toBeNull();
  });

  it.each([
    ['a service', { service: 'colouring' }, ['ombre']],
    ['a city', { city: 'plovdiv' }, ['plovdiv cut']],
    ['near a point (25 km)', { near: '42.15,24.74' }, ['plovdiv cut']],
    ['a service nowhere shown', { service: 'gel-manicure' }, []],
    ['a service in a city', { service: 'haircut', city: 'sofia' }, ['pixie', 'bob']],
    ['a service near a point', { service: 'colouring', near: '42.69,23.32' }, ['ombre']],
    ['a city of no place', { city: 'atlantis' }, []],
    ['a point with no place within 25 km', { near: '42.42,24.05' }, []],
  ] satisfies Array<[string, Query, string[]]>)('filters by %s', async (_, query, alts) => {
    const { status, body } = await gallery(query);
    expect(status).toBe(200);
    expect(body.items?.map((look) => look.alt)).toEqual(alts);
  });

  it.each([
    ['a cursor it did not make', { cursor: 'nonsense' }],
    ['a point off Earth', { near: '95,10' }],
    ['no point at all', { near: 'sofia' }],
    ['a page too long', { limit: '49' }],
    ['a slug with capitals', { service: 'Balayage' }],
  ] satisfies Array<[string, Query]>)('refuses %s with a localized 400', async (_, query) => {
    const { status, body } = await gallery(query, 'bg');
    expect(status).toBe(400);
    expect(['INVALID_INPUT', 'VALIDATION_FAILED']).toContain(body.error?.code);
    expect(body.error?.message).toMatch(/[а-я]/);
  });

  it('lists the service types that have looks in catalogue order, and the cities that have looks', async () => {
    const { body } = await filters('bg');
    expect(body.services).toEqual([
      { slug: 'colouring', name: 'Боядисване' },
      { slug: 'haircut', name: 'Подстригване' },
    ]);
    expect(body.cities?.map((city) => city.slug).sort()).toEqual(['plovdiv', 'sofia']);
  });

  it('answers one look with its staff member and their next 3 free starts', async () => {
    const { status, body } = await lookById(ids.bob, {}, 'de');
    expect(status).toBe(200);
    const look = body as unknown as Look;
    expect(look).toMatchObject({ alt: 'bob', service: { name: 'Haarschnitt' }, staff: { name: 'Борис' } });
    // Monday 30 November, 10:00 in Sofia (08:00 UTC), every 15 minutes, all Boris's.
    expect(look.nextFreeStarts?.map((slot) => slot.start)).toEqual([
      '2026-11-30T08:00:00Z',
      '2026-11-30T08:15:00Z',
      '2026-11-30T08:30:00Z',
    ]);
    expect(new Set(look.nextFreeStarts?.flatMap((slot) => slot.staffIds)).size).toBe(1);
  });

  it('names the neighbours of a look in the gallery it was opened from', async () => {
    const all = (await lookById(ids.bob)).body as unknown as Record<string, unknown>;
    expect([all.previousId, all.nextId]).toEqual([ids.pixie, ids.ombre]);
    const haircuts = (await lookById(ids.bob, { service: 'haircut' })).body as unknown as Record<
      string,
      unknown
    >;
    expect([haircuts.previousId, haircuts.nextId]).toEqual([ids.pixie, ids['plovdiv cut']]);
    const newest = (await lookById(ids.pixie, { city: 'sofia' })).body as unknown as Record<string, unknown>;
    expect([newest.previousId, newest.nextId]).toEqual([null, ids.bob]);
  });

  it('answers how far the place is from the point the gallery was opened near, and no distance without one', async () => {
    const near = (await lookById(ids.bob, { near: '42.70,23.335' })).body as unknown as Record<
      string,
      unknown
    >;
    expect(near.distanceKm).toBe(1.66);
    expect(near.location).not.toHaveProperty('latitude');
    expect((await lookById(ids.bob)).body).toMatchObject({ distanceKm: null });
  });

  it("answers anyone's free starts for a look of no known staff member, none where nothing is bookable", async () => {
    const pixie = (await lookById(ids.pixie)).body as unknown as Look;
    expect(pixie.staff).toBeNull();
    expect(pixie.nextFreeStarts?.[0]?.staffIds).toHaveLength(2);
    const plovdiv = (await lookById(ids['plovdiv cut'])).body as unknown as Look;
    expect(plovdiv.nextFreeStarts).toEqual([]);
  });

  it.each([
    ['a hidden look', () => ids.hidden],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['no uuid at all', () => 'view'],
  ])('answers %s with a localized 404', async (_, id) => {
    const { status, body } = await lookById(id(), {}, 'bg');
    expect(status).toBe(404);
    expect(body.error?.code).toBe('NOT_FOUND');
    expect(body.error?.message).toMatch(/[а-я]/);
  });

  it("serves a video look's clip whole or by byte range, and its captions as WebVTT", async () => {
    const whole = await api.request(`/media/${ids.ombre}/video`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(10_000);
    const part = await api.request(`/media/${ids.ombre}/video`, { headers: { Range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${size}`);
    // An MP4 begins with its `ftyp` box.
    expect(new TextDecoder().decode(await part.arrayBuffer())).toMatch(/^ftyp/);
    const captions = await api.request(`/media/${ids.ombre}/captions.vtt?lang=bg`);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await captions.text()).toBe('WEBVTT\n\n00:00.000 --> 00:04.000 line:70%\nombre\n');
  });

  it.each([
    ['a photo', () => `/media/${ids.bob}/video`, ''],
    ['a language without captions', () => `/media/${ids.ombre}/captions.vtt?lang=de`, ''],
    ['a range past the end', () => `/media/${ids.ombre}/video`, 'bytes=99999999-'],
  ])('refuses %s', async (_, path, range) => {
    const response = await api.request(path(), range ? { headers: { Range: range } } : {});
    expect(response.status).toBe(range ? 416 : 404);
  });

  it("summarises a service type's offer: places, the middle of their prices, the median length", async () => {
    const { status, body } = await serviceOffer('haircut', {}, 'bg');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      service: { slug: 'haircut', name: 'Подстригване', typicalDurationMinutes: 45 },
      // Plovdiv's haircut is inactive: one place offers it.
      placeCount: 1,
      priceRange: { lowMinor: 3000, highMinor: 3000, currency: 'EUR' },
      medianDurationMinutes: 45,
      places: [{ slug: 'lotus-center', ratingAverage: 4.9, priceMinor: 3000, currency: 'EUR' }],
    });
    const plovdiv = await serviceOffer('haircut', { city: 'plovdiv' });
    expect(plovdiv.body).toMatchObject({
      placeCount: 0,
      priceRange: null,
      medianDurationMinutes: null,
      places: [],
    });
  });

  it('answers an unknown service type with a 404', async () => {
    expect((await serviceOffer('balayage')).status).toBe(404);
  });
});
