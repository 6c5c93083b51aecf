import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useFrameMessages } from '../../features/widget/use-frame-messages.ts';
import { assertKnownLocale } from '../../lib/locale-middleware.ts';
import type { Route } from './+types/embed-layout';

/** An unknown language is not found (in the user's language: the root's loader runs). */
export function loader({ params }: Route.LoaderArgs) {
  assertKnownLocale(params.locale);
  return null;
}

/** The embeddable widget: no site header, menus or banners, just the booking flow. */
export default function EmbedLayout() {
  const main = useRef<HTMLElement>(null);
  useFrameMessages(main);
  return (
    <main id="main" ref={main} className="mx-auto max-w-3xl p-4">
      <Outlet />
    </main>
  );
}
