import { translatedMeta } from '../../platform/page-meta.ts';
import { assertLookBookPage } from '../../platform/route-guards.ts';
import { UnavailableSection } from '../../shell/unavailable-section.tsx';
import type { Route } from './+types/inspiration';

/** The look book; a business's private app has none. */
export function loader({ context }: Route.LoaderArgs) {
  assertLookBookPage(context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.inspiration');

export default function Inspiration() {
  return <UnavailableSection titleKey="sections.inspiration" />;
}
