import { data } from 'react-router';
import { translatedMeta } from '../../platform/page-meta.ts';
import { requestContext } from '../../platform/request-context.ts';
import { assertLookBookPage } from '../../platform/route-guards.ts';
import { UnavailableSection } from '../../shell/unavailable-section.tsx';
import type { Route } from './+types/inspiration-service';

/**
 * The Look Book of one marketplace service: a slug that names no service type of the catalogue is the
 * not-found page (in the shell). `inspiration/view` without an id lands here too, and is not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  assertLookBookPage(context);
  const { categories } = await context.get(requestContext).api.getServiceCatalogue();
  const service = categories
    .flatMap((category) => category.services)
    .find((type) => type.slug === params.marketplaceServiceSlug);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.inspiration');

export default function InspirationService() {
  return <UnavailableSection titleKey="sections.inspiration" />;
}
