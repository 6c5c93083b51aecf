import { redirect } from 'react-router';
import { continueWithSession } from '../features/auth/auth-outcome.ts';
import { requestContext } from '../platform/request-context.ts';
import type { Route } from './+types/sign-out';

/** Logout (SPEC §4): ends the session on the server and goes home; the browser has emptied the basket. */
export async function action({ context, params }: Route.ActionArgs) {
  const result = await context.get(requestContext).api.authPost('/auth/sign-out', {});
  throw continueWithSession(result, `/${params.locale}/home`);
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${params.locale}/home`);
}
