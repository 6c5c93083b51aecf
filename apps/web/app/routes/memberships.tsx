import { translatedMeta } from '../platform/page-meta.ts';
import { UnavailableSection } from '../shell/unavailable-section.tsx';
import type { Route } from './+types/memberships';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.memberships');

export default function Memberships() {
  return <UnavailableSection titleKey="sections.memberships" />;
}
