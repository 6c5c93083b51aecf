import { translatedMeta } from '../../platform/page-meta.ts';
import { UnavailableSection } from '../../shell/unavailable-section.tsx';
import type { Route } from './+types/inspiration';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.inspiration');

export default function Inspiration() {
  return <UnavailableSection titleKey="sections.inspiration" />;
}
