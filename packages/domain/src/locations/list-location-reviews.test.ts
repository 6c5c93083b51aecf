import { describe, expect, it } from 'vitest';
import {
  type LocationReviewsSource,
  listLocationReviews,
  type StoredReview,
} from './list-location-reviews.ts';
import { decodeReviewCursor, encodeReviewCursor } from './review-cursor.ts';
import { shortAuthorName } from './short-author-name.ts';

const review = (n: number): StoredReview => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  rating: 5,
  text: `text ${n}`,
  authorName: 'Мария Петрова',
  createdAt: new Date(Date.UTC(2026, 10, 20 - n)),
  position: `2026-11-${String(20 - n).padStart(2, '0')}T00:00:00.000001Z`,
});

function source(rows: StoredReview[] | null): LocationReviewsSource & { pages: unknown[] } {
  const pages: unknown[] = [];
  return {
    pages,
    async listNewestFirst(_slug, page) {
      pages.push(page);
      return rows?.slice(0, page.limit) ?? null;
    },
  };
}

describe('listLocationReviews', () => {
  it('returns one page and the cursor of the last review on it when there are more', async () => {
    const reviews = source([review(1), review(2), review(3)]);
    const page = await listLocationReviews({ reviews }, { slug: 'x', limit: 2 });
    expect(page.items.map((item) => item.text)).toEqual(['text 1', 'text 2']);
    expect(page.items[0]?.author).toBe('Мария П.');
    expect(page.items[0]?.createdAt).toBe('2026-11-19T00:00:00.000Z');
    expect(decodeReviewCursor(page.nextCursor ?? '')).toEqual({
      createdAt: '2026-11-18T00:00:00.000001Z',
      id: review(2).id,
    });
    expect(reviews.pages).toEqual([{ after: null, limit: 3 }]);
  });

  it('has no next cursor on the last page and passes the decoded cursor on', async () => {
    const reviews = source([review(3)]);
    const cursor = encodeReviewCursor({ createdAt: '2026-11-18T00:00:00.000001Z', id: review(2).id });
    const page = await listLocationReviews({ reviews }, { slug: 'x', cursor, limit: 2 });
    expect(page.nextCursor).toBeNull();
    expect(reviews.pages).toEqual([
      { after: { createdAt: '2026-11-18T00:00:00.000001Z', id: review(2).id }, limit: 3 },
    ]);
  });

  it('fails with NOT_FOUND for an unknown place and INVALID_INPUT for a foreign cursor', async () => {
    await expect(
      listLocationReviews({ reviews: source(null) }, { slug: 'x', limit: 2 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    for (const cursor of ['abc', 'not a cursor!', btoa('2026-11-18|1'), 'x'.repeat(500)]) {
      await expect(
        listLocationReviews({ reviews: source([]) }, { slug: 'x', cursor, limit: 2 }),
      ).rejects.toMatchObject({ code: 'INVALID_INPUT', details: { field: 'cursor' } });
    }
  });
});

describe('shortAuthorName', () => {
  it.each([
    ['Мария Петрова', 'Мария П.'],
    ['  Anna   van der berg ', 'Anna B.'],
    ['Demo U.', 'Demo U.'],
    ['Σοφία', 'Σοφία'],
    ['', ''],
  ])('shows %j as %j', (full, short) => {
    expect(shortAuthorName(full)).toBe(short);
  });
});
