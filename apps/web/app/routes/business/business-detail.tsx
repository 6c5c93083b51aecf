import { translatedMeta } from '../../platform/page-meta.ts';
import { UnavailableSection } from '../../shell/unavailable-section.tsx';
import type { Route } from './+types/business-detail';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.business');

export default function BusinessDetail() {
  return <UnavailableSection titleKey="sections.business" />;
}
