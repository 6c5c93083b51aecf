import { translatedMeta } from '../platform/page-meta.ts';
import { requireUser } from '../platform/route-guards.ts';
import { UnavailableSection } from '../shell/unavailable-section.tsx';
import type { Route } from './+types/forms';

export const middleware: Route.MiddlewareFunction[] = [requireUser];

/** A loader, so that client-side navigations also pass the server middleware. */
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.forms');

export default function Forms() {
  return <UnavailableSection titleKey="sections.forms" />;
}
