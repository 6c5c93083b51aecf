import { redirect } from 'react-router';
import { sameForEveryone } from '../lib/personal-overlay.ts';
import type { Route } from './+types/unknown-path';

/** An unknown path under a language goes to that language's not-found page. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${params.locale}/404`);
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;
