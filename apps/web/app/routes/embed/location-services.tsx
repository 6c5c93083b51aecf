import { data } from 'react-router';
import { translatedMeta } from '../../platform/page-meta.ts';
import { requestContext } from '../../platform/request-context.ts';
import { UnavailableSection } from '../../shell/unavailable-section.tsx';
import type { Route } from './+types/location-services';

/**
 * The widget's services of a place, or of one of its service groups: a place or group that does not exist
 * is the not-found page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const location = await context.get(requestContext).api.getLocation(params.locationSlug);
  if (!location) throw data(null, { status: 404 });
  const group = params.serviceCategorySlug;
  if (group !== undefined && !location.serviceGroups.some((known) => known.slug === group))
    throw data(null, { status: 404 });
  return { location: { slug: location.slug, name: location.name } };
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.embed');

export default function LocationServices() {
  return <UnavailableSection titleKey="sections.embed" />;
}
