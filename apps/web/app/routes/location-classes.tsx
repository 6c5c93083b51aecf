import { data } from 'react-router';
import { loadTimetable } from '../features/classes/timetable-loader.ts';
import { requestContext } from '../lib/request-context.ts';
import { assertServedBusiness } from '../lib/route-guards.ts';
import type { Route } from './+types/location-classes';

export { action, default, meta } from './classes.tsx';

/** One place's timetable (the place's page links here); an unknown place is the not-found page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const place = await ctx.api.getLocation(params.slug);
  if (!place) throw data(null, { status: 404 });
  // In a private app no other business exists (issue 17).
  assertServedBusiness(ctx, place.business.slug);
  return loadTimetable(ctx, request, `/${params.locale}/location/${params.slug}/classes`, {
    slug: params.slug,
    name: place.name,
  });
}
