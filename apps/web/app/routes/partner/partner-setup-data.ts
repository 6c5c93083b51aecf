import { useRouteLoaderData } from 'react-router';
import type { loader } from './partner-business-layout.tsx';

/** The route id of a business's set-up layout, whose loader's data every set-up page reads. */
export const PARTNER_BUSINESS_ROUTE = 'partner-business';

/**
 * The business layout's data: the business (its places named, with their clock and currency), and whether
 * the member may edit and read the activity log. A tab's own lists come from its own loader.
 */
export function usePartnerSetup() {
  const setup = useRouteLoaderData<typeof loader>(PARTNER_BUSINESS_ROUTE);
  if (!setup) throw new Error('a set-up page outside its business layout');
  return setup;
}
