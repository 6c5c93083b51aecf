import { translatedMeta } from '../../platform/page-meta.ts';
import { UnavailableSection } from '../../shell/unavailable-section.tsx';
import type { Route } from './+types/business';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.business');

export default function Business() {
  return <UnavailableSection titleKey="sections.business" />;
}
