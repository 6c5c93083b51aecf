import { translatedMeta } from '../platform/page-meta.ts';
import { UnavailableSection } from '../shell/unavailable-section.tsx';
import type { Route } from './+types/classes';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.classes');

export default function Classes() {
  return <UnavailableSection titleKey="sections.classes" />;
}
