import { redirect } from 'react-router';
import { routeFailure } from '../../lib/api-answers.ts';
import { documentUrl } from '../../lib/document-url.ts';
import type { RequestContextValue } from '../../lib/request-context.ts';
import { servedBusinessSlug } from '../../shared/business/served-business.ts';
import { timetableFilters } from './timetable-params.ts';

/**
 * One page of the timetable (the marketplace's, or one place's with `location` pinned and its name as the
 * page's title), with the filters' choices and the member's memberships that can pay. A filter or cursor
 * the API refuses starts over at `startOver`.
 */
export async function loadTimetable(
  context: Pick<RequestContextValue, 'api' | 'user' | 'mode' | 'privateAppBusiness'>,
  request: Request,
  startOver: string,
  place?: { slug: string; name: string },
) {
  const location = place?.slug;
  const { api, user } = context;
  const url = documentUrl(request);
  // A private app or custom domain shows its own business's classes only (issue 17).
  const business = await servedBusinessSlug(context, request);
  const filters = {
    ...timetableFilters(url.searchParams),
    ...(location ? { location } : {}),
    ...(business ? { business } : {}),
  };
  const [page, categories, cities, memberships] = await Promise.all([
    api.listClassTimetable(filters),
    api.listCategories(),
    api.listCities(),
    // A member can pay with a membership: the cards offer the ones that can.
    user ? api.listMyMemberships() : null,
  ]);
  if (!page.ok) {
    if (page.status === 400) throw redirect(startOver);
    throw routeFailure(page);
  }
  return {
    page: page.data,
    filters,
    categories: categories.items,
    cities: cities.items,
    memberships: memberships?.items ?? [],
    placeName: place?.name ?? null,
  };
}
