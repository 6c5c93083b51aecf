import { Outlet } from 'react-router';

/** The embeddable widget: no site header, menus or banners, just the booking flow. */
export default function EmbedLayout() {
  return (
    <main id="main" className="mx-auto max-w-3xl p-4">
      <Outlet />
    </main>
  );
}
