import { translatedMeta } from '../../platform/page-meta.ts';
import { UnavailableSection } from '../../shell/unavailable-section.tsx';
import type { Route } from './+types/inspiration-service';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.inspiration');

export default function InspirationService() {
  return <UnavailableSection titleKey="sections.inspiration" />;
}
