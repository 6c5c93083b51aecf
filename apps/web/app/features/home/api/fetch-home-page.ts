import type { ApiClient } from '../../../platform/api-client.ts';

export const FEATURED_LIMIT = 8;

/** Everything the home page shows, fetched in parallel through the API client. */
export async function fetchHomePage(api: ApiClient) {
  const [categories, featured] = await Promise.all([
    api.listCategories(),
    api.listFeaturedLocations({ limit: FEATURED_LIMIT }),
  ]);
  return { categories: categories.items, featured: featured.items };
}

export type HomePageData = Awaited<ReturnType<typeof fetchHomePage>>;
