import { data, useRouteLoaderData } from 'react-router';
import type { loader } from './partner-business-layout.tsx';

/** The route id of a business's set-up layout, whose loader's data every set-up page reads. */
export const PARTNER_BUSINESS_ROUTE = 'partner-business';

/** The set-up (`partner-business-layout`'s loader): the business, places, services, staff, and whether the user may edit. */
export function usePartnerSetup() {
  const setup = useRouteLoaderData<typeof loader>(PARTNER_BUSINESS_ROUTE);
  if (!setup) throw new Error('a set-up page outside its business layout');
  return setup;
}

/** One place of the set-up, by the page's `placeId`; another business's or an unknown id is not found. */
export function usePartnerPlace(placeId: string) {
  const place = usePartnerSetup().places.find((candidate) => candidate.id === placeId);
  if (!place) throw data(null, { status: 404 });
  return place;
}
