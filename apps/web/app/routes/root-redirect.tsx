import { redirect } from 'react-router';
import { requestContext } from '../platform/request-context.ts';
import type { Route } from './+types/root-redirect';

/** `/` goes to the home page in the user's language, keeping the query. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/${context.get(requestContext).preferredLocale}/home${search}`);
}
