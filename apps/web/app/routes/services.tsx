import { translatedMeta } from '../platform/page-meta.ts';
import { blockOnCustomDomain } from '../platform/route-guards.ts';
import { UnavailableSection } from '../shell/unavailable-section.tsx';
import type { Route } from './+types/services';

export const middleware: Route.MiddlewareFunction[] = [blockOnCustomDomain];

/** A loader, so that client-side navigations also pass the server middleware. */
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.services');

export default function Services() {
  return <UnavailableSection titleKey="sections.services" />;
}
