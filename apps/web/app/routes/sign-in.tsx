import { translatedMeta } from '../platform/page-meta.ts';
import { UnavailableSection } from '../shell/unavailable-section.tsx';
import type { Route } from './+types/sign-in';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.signIn');

export default function SignIn() {
  return <UnavailableSection titleKey="sections.signIn" />;
}
