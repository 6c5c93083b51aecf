import { data } from 'react-router';
import { sameForEveryone } from '../lib/personal-overlay.ts';
import { ErrorPage } from '../shell/error-page.tsx';
import type { Route } from './+types/not-found';

/** The not-found page, answered with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound({ params }: Route.ComponentProps) {
  return <ErrorPage kind="not-found" locale={params.locale} />;
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;
