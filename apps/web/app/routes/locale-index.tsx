import { redirect } from 'react-router';
import type { Route } from './+types/locale-index';

/** `/{language}` goes to that language's home page. */
export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(`/${params.locale}/home${new URL(request.url).search}`);
}
