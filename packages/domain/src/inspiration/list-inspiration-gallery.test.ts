import { describe, expect, it } from 'vitest';
import type {
  InspirationGalleryQuery,
  InspirationGallerySource,
  InspirationLookRecord,
} from './inspiration-ports.ts';
import { listInspirationGallery, MAX_GALLERY_PAGE } from './list-inspiration-gallery.ts';

const look = (n: number): InspirationLookRecord => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'photo',
  width: 800,
  height: 1000,
  alt: `look ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 30 - n)),
  durationSeconds: null,
  tint: null,
  motif: null,
  captionLanguages: [],
  service: { slug: 'balayage', names: { en: 'Balayage', bg: 'Балеаж' } },
  location: {
    id: 'place',
    slug: 'place',
    name: 'Place',
    city: 'Sofia',
    citySlug: 'sofia',
    timeZone: 'Europe/Sofia',
    ratingAverage: 4.5,
    ratingCount: 2,
    latitude: 42.69,
    longitude: 23.32,
  },
  offer: null,
  staff: null,
});

/** A gallery of `count` looks, newest first, that records the queries it is asked. */
function gallery(count: number) {
  const looks = Array.from({ length: count }, (_, n) => look(n));
  const asked: InspirationGalleryQuery[] = [];
  const source: InspirationGallerySource = {
    async list(query) {
      asked.push(query);
      const start = query.after ? looks.findIndex((l) => l.id === query.after?.id) + 1 : 0;
      return looks.slice(start, start + query.limit);
    },
    find: async () => null,
    facets: async () => ({ services: [], cities: [] }),
    serviceOffer: async () => null,
    findVideo: async () => null,
  };
  return { source, asked };
}

const input = { locale: 'bg', fallbackLocale: 'en' };

describe('listInspirationGallery', () => {
  it('pages newest first with a cursor to the next page, the service named in the reader’s language', async () => {
    const { source } = gallery(5);
    const first = await listInspirationGallery({ gallery: source }, { ...input, limit: 2 });
    expect(first.items.map((item) => item.alt)).toEqual(['look 0', 'look 1']);
    expect(first.items[0]?.service.name).toBe('Балеаж');
    const rest = await listInspirationGallery(
      { gallery: source },
      { ...input, limit: 3, cursor: first.nextCursor ?? '' },
    );
    expect(rest.items.map((item) => item.alt)).toEqual(['look 2', 'look 3', 'look 4']);
    expect(rest.nextCursor).toBeNull();
  });

  it('gives each look of the page its preview, when there is a drawer of them, and never the motif', async () => {
    const { source } = gallery(3);
    const drawn: string[] = [];
    const previews = {
      of: async (record: { id: string }) => {
        drawn.push(record.id);
        return record.id.endsWith('1') ? null : `data:image/webp;base64,${record.id.slice(-1)}`;
      },
    };
    const page = await listInspirationGallery({ gallery: source, previews }, { ...input, limit: 2 });
    expect(page.items.map((item) => item.preview)).toEqual(['data:image/webp;base64,0', null]);
    // Only the page's looks are drawn, not the one asked for beyond it.
    expect(drawn).toHaveLength(2);
    expect(page.items[0]).not.toHaveProperty('motif');
    const plain = await listInspirationGallery({ gallery: source }, { ...input, limit: 1 });
    expect(plain.items[0]?.preview).toBeNull();
  });

  it('asks one look more than the page, within the longest page, with "near me" at 25 km', async () => {
    const { source, asked } = gallery(0);
    await listInspirationGallery(
      { gallery: source },
      { ...input, limit: 500, near: { lat: 42.7, lng: 23.3 } },
    );
    expect(asked[0]).toEqual({ limit: MAX_GALLERY_PAGE + 1, near: { lat: 42.7, lng: 23.3, radiusKm: 25 } });
  });

  it.each([
    ['a cursor it did not make', { cursor: 'nonsense' }],
    ['a point off Earth', { near: { lat: 91, lng: 0 } }],
  ])('refuses %s as bad input', async (_, wrong) => {
    const { source } = gallery(1);
    await expect(listInspirationGallery({ gallery: source }, { ...input, ...wrong })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });
});
