import { data, redirect } from 'react-router';
import { requestContext } from '../../platform/request-context.ts';
import type { Route } from './+types/location-classes';

/**
 * The widget's classes of a place (`type: 'location-classes'`): the place's timetable in its business's
 * widget, where a spot is booked after signing in inside the frame (ADR 019); a place that does not exist
 * is the not-found page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const location = await context.get(requestContext).api.getLocation(params.locationSlug);
  if (!location) throw data(null, { status: 404 });
  const business = encodeURIComponent(location.business.slug);
  const place = encodeURIComponent(location.slug);
  throw redirect(`/${params.locale}/embed/business/${business}/location/${place}/classes`);
}

export default function LocationClasses() {
  return null;
}
