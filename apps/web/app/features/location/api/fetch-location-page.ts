import { routeFailure } from '../../../lib/api-answers.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

export const REVIEWS_PER_PAGE = 10;

async function reviewsPage(api: ApiClient, slug: string, cursor: string | null) {
  let page = await api.listLocationReviews(slug, { cursor: cursor ?? undefined, limit: REVIEWS_PER_PAGE });
  // A broken "more reviews" link (a cursor copied from elsewhere) shows the newest reviews, not an error page.
  if (!page.ok && page.status === 400 && cursor)
    page = await api.listLocationReviews(slug, { limit: REVIEWS_PER_PAGE });
  if (page.ok) return page.data;
  if (page.status === 404) return null;
  throw routeFailure(page);
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
