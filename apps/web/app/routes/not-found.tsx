import { data } from 'react-router';
import { ErrorPage } from '../shell/error-page.tsx';
import type { Route } from './+types/not-found';

/** The not-found page, answered with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound({ params }: Route.ComponentProps) {
  return <ErrorPage kind="not-found" locale={params.locale} />;
}
