import { redirect } from 'react-router';
import { documentUrl } from '../lib/document-url.ts';
import { assertKnownLocale } from '../lib/locale-middleware.ts';
import type { Route } from './+types/locale-index';

/** `/{language}` goes to that language's home page. */
export function loader({ params, request }: Route.LoaderArgs) {
  assertKnownLocale(params.locale);
  throw redirect(`/${params.locale}/home${documentUrl(request).search}`);
}
