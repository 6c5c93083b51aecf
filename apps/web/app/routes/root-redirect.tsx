import { redirect } from 'react-router';
import { documentUrl } from '../lib/document-url.ts';
import { languageSwitchRedirect } from '../lib/language-switch.ts';
import { requestContext } from '../lib/request-context.ts';
import type { Route } from './+types/root-redirect';

/** `/` goes to the home page in the user's language (or the one `?lang=` asks for), keeping the query. */
export function loader({ request, context }: Route.LoaderArgs) {
  const switched = languageSwitchRedirect(request);
  if (switched) throw switched;
  const { search } = documentUrl(request);
  throw redirect(`/${context.get(requestContext).preferredLocale}/home${search}`);
}
