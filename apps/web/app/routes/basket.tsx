import { translatedMeta } from '../platform/page-meta.ts';
import { UnavailableSection } from '../shell/unavailable-section.tsx';
import type { Route } from './+types/basket';

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'sections.basket');

export default function Basket() {
  return <UnavailableSection titleKey="sections.basket" />;
}
