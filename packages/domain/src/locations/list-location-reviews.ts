import { DomainError } from '../errors/domain-error.ts';
import { decodeReviewCursor, encodeReviewCursor, type ReviewPosition } from './review-cursor.ts';
import { shortAuthorName } from './short-author-name.ts';

export interface StoredReview {
  id: string;
  rating: number;
  text: string;
  authorName: string;
  createdAt: Date;
  /** `createdAt` as the database keeps it (microseconds), e.g. `2026-11-20T10:00:00.123456Z`. */
  position: string;
}

export interface LocationReview {
  id: string;
  rating: number;
  text: string;
  /** First name and last-name initial. */
  author: string;
  createdAt: string;
}

/** Port implemented by the database layer: null when no location has this slug. */
export interface LocationReviewsSource {
  listNewestFirst(
    slug: string,
    page: { after: ReviewPosition | null; limit: number },
  ): Promise<StoredReview[] | null>;
}

/** One page of a location's reviews, newest first, with the cursor of the next page (null on the last). */
export async function listLocationReviews(
  deps: { reviews: LocationReviewsSource },
  request: { slug: string; cursor?: string | undefined; limit: number },
): Promise<{ items: LocationReview[]; nextCursor: string | null }> {
  const after = request.cursor ? decodeReviewCursor(request.cursor) : null;
  const rows = await deps.reviews.listNewestFirst(request.slug, { after, limit: request.limit + 1 });
  if (!rows) throw new DomainError('NOT_FOUND', 'no such location', { slug: request.slug });
  const page = rows.slice(0, request.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > request.limit && last
      ? encodeReviewCursor({ createdAt: last.position, id: last.id })
      : null;
  return {
    items: page.map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      author: shortAuthorName(row.authorName),
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
