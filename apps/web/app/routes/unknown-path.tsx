import { redirect } from 'react-router';
import type { Route } from './+types/unknown-path';

/** An unknown path under a language goes to that language's not-found page. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${params.locale}/404`);
}
