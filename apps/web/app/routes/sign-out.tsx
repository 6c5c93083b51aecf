import { redirect } from 'react-router';
import { withCookies } from '../features/basket/merge-guest-basket.ts';
import { requestContext } from '../lib/request-context.ts';
import { continueWithSession } from '../shared/auth/auth-outcome.ts';
import { writeGuestBasket } from '../shared/basket/guest-basket.ts';
import type { Route } from './+types/sign-out';

/** Logout (SPEC §4): ends the session on the server and goes home; the basket (the account's and the guest cookie) is emptied. */
export async function action({ context, params }: Route.ActionArgs) {
  const { api, user } = context.get(requestContext);
  if (user) await api.clearBasket();
  const result = await api.account('signOut', {});
  throw withCookies(continueWithSession(result, `/${params.locale}/home`), [await writeGuestBasket([])]);
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${params.locale}/home`);
}
