import { data } from 'react-router';
import { businessMeta } from '../../features/business/business-meta.ts';
import { BusinessPage } from '../../features/business/components/business-page.tsx';
import { sameForEveryone } from '../../lib/personal-overlay.ts';
import { requestContext } from '../../lib/request-context.ts';
import { rootDataOf } from '../../lib/root-data.ts';
import { assertServedBusiness } from '../../lib/route-guards.ts';
import type { Route } from './+types/business-detail';

/** A business's page: logo, description and its places; an unknown slug is the not-found page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  assertServedBusiness(ctx, params.slug);
  const { api, mode } = ctx;
  const business = await api.getBusiness(params.slug);
  if (!business) throw data(null, { status: 404 });
  return { business, linkCategory: mode === 'marketplace' };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  businessMeta(rootDataOf(matches), loaderData?.business);

export default function BusinessDetail({ loaderData }: Route.ComponentProps) {
  return <BusinessPage business={loaderData.business} linkCategory={loaderData.linkCategory} />;
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;
