import { translatedMeta } from '../platform/page-meta.ts';
import { UnavailableSection } from '../shell/unavailable-section.tsx';
import type { Route } from './+types/location';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.location');

export default function Location() {
  return <UnavailableSection titleKey="sections.location" />;
}
