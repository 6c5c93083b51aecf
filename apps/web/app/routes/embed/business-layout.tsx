import { data, Outlet } from 'react-router';
import { allowBusinessFraming } from '../../features/widget/allow-business-framing.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/business-layout';

/**
 * A business's widget (`/{locale}/embed/business/{business}/…`, ADR 019): its places, their services and
 * the booking flow. An unknown business, or a place of another business, is the not-found page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const business = await ctx.api.getBusiness(params.businessSlug);
  if (!business) throw data(null, { status: 404 });
  const place = params.locationSlug ?? params.slug;
  if (place !== undefined && !business.locations.some((location) => location.slug === place))
    throw data(null, { status: 404 });
  await allowBusinessFraming(ctx, business.slug);
  return { business };
}

export default function BusinessWidgetLayout() {
  return <Outlet />;
}
