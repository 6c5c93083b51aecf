import { translatedMeta } from '../platform/page-meta.ts';
import { UnavailableSection } from '../shell/unavailable-section.tsx';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.settings');

export default function Settings() {
  return <UnavailableSection titleKey="sections.settings" />;
}
