import { redirect } from 'react-router';
import { businessMeta } from '../../features/business/business-meta.ts';
import { BusinessPage } from '../../features/business/components/business-page.tsx';
import { sameForEveryone } from '../../lib/personal-overlay.ts';
import { requestContext } from '../../lib/request-context.ts';
import { rootDataOf } from '../../lib/root-data.ts';
import { servedBusiness } from '../../shared/business/served-business.ts';
import type { Route } from './+types/business';

/**
 * "The business" without a slug: on a business's custom domain, that business's page; elsewhere there is no
 * one business to show, so the list of places.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const business = await servedBusiness(context.get(requestContext), request);
  if (!business) throw redirect(`/${params.locale}/locations`);
  return { business };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  businessMeta(rootDataOf(matches), loaderData?.business);

export default function Business({ loaderData }: Route.ComponentProps) {
  return <BusinessPage business={loaderData.business} linkCategory={false} />;
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;
