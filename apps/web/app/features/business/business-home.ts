import { data } from 'react-router';
import type { RequestContextValue } from '../../lib/request-context.ts';
import { servedBusiness } from '../../shared/business/served-business.ts';

/**
 * A private app's home (issue 17): its business, its places, and what its best-rated place offers
 * (services, classes, memberships). A business that has gone is not found.
 */
export async function loadBusinessHome(
  context: Pick<RequestContextValue, 'api' | 'mode' | 'privateAppBusiness'>,
  request: Request,
) {
  const business = await servedBusiness(context, request);
  if (!business) throw data(null, { status: 404 });
  const top = business.locations[0];
  const place = top ? await context.api.getLocation(top.slug) : null;
  const { name, description, descriptionLocale, locations } = business;
  return { business: { name, description, descriptionLocale, locations }, place };
}

export type BusinessHomeData = Awaited<ReturnType<typeof loadBusinessHome>>;
