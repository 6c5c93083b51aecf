import type { ApiClient } from '../../../platform/api-client.ts';

export const REVIEWS_PER_PAGE = 10;

/** A thrown API failure (`data(…, { status })`) answering 400: a cursor copied from elsewhere. */
function isBadRequest(error: unknown): boolean {
  return (error as { init?: { status?: number } } | null)?.init?.status === 400;
}

async function reviewsPage(api: ApiClient, slug: string, cursor: string | null) {
  try {
    return await api.listLocationReviews(slug, { cursor: cursor ?? undefined, limit: REVIEWS_PER_PAGE });
  } catch (error) {
    // A broken "more reviews" link shows the newest reviews rather than an error page.
    if (cursor && isBadRequest(error)) return api.listLocationReviews(slug, { limit: REVIEWS_PER_PAGE });
    throw error;
  }
}

/**
 * The place, one page of its reviews and (signed in) the user's favourites, in parallel; null when no
 * place has this slug.
 */
export async function fetchLocationPage(
  api: ApiClient,
  slug: string,
  reviewsCursor: string | null,
  signedIn: boolean,
) {
  const [location, reviews, favourites] = await Promise.all([
    api.getLocation(slug),
    reviewsPage(api, slug, reviewsCursor),
    signedIn ? api.listFavourites() : null,
  ]);
  if (!location || !reviews) return null;
  const favourite = favourites?.items.some((item) => item.id === location.id) ?? false;
  return { location, reviews, reviewsCursor, favourite };
}

export type LocationPageData = NonNullable<Awaited<ReturnType<typeof fetchLocationPage>>>;
