import { data } from 'react-router';
import { translatedMeta } from '../../platform/page-meta.ts';
import { requestContext } from '../../platform/request-context.ts';
import { assertLookBookPage } from '../../platform/route-guards.ts';
import { UnavailableSection } from '../../shell/unavailable-section.tsx';
import type { Route } from './+types/inspiration-view';

/** A Look Book photo: an id that names no inspiration photo is the not-found page (in the shell). */
export async function loader({ params, context }: Route.LoaderArgs) {
  assertLookBookPage(context);
  const photo = await context.get(requestContext).api.getInspirationLook(params.mediaId);
  if (!photo) throw data(null, { status: 404 });
  return { photo };
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.inspiration');

export default function InspirationView() {
  return <UnavailableSection titleKey="sections.inspiration" />;
}
