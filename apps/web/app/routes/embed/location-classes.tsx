import { translatedMeta } from '../../platform/page-meta.ts';
import { UnavailableSection } from '../../shell/unavailable-section.tsx';
import type { Route } from './+types/location-classes';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.embed');

export default function LocationClasses() {
  return <UnavailableSection titleKey="sections.embed" />;
}
