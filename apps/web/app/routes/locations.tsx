import { translatedMeta } from '../platform/page-meta.ts';
import { UnavailableSection } from '../shell/unavailable-section.tsx';
import type { Route } from './+types/locations';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.locations');

export default function Locations() {
  return <UnavailableSection titleKey="sections.locations" />;
}
