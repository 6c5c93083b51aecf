import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { galleryFilters, galleryHref } from '../../features/inspiration/gallery-params.ts';
import { LookDetails } from '../../features/inspiration/look-details.tsx';
import { LookLightbox } from '../../features/inspiration/look-lightbox.tsx';
import { toggleFavourite } from '../../features/location/favourite-action.ts';
import { metaTranslator, pageMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { rootDataOf } from '../../lib/root-data.ts';
import { assertLookBookPage } from '../../lib/route-guards.ts';
import { lookPath } from '../../shared/inspiration/look-paths.ts';
import type { Route } from './+types/inspiration-view';

/**
 * A look (`?service=&city=&near=`: the gallery it was opened from, for previous and next); an id that names
 * no visible look is the not-found page (in the shell).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  assertLookBookPage(context);
  const { api, user } = context.get(requestContext);
  const { cursor: _, ...within } = galleryFilters(new URL(request.url).searchParams);
  const [look, favourites] = await Promise.all([
    api.getInspirationLook(params.mediaId, within),
    user ? api.listFavourites() : null,
  ]);
  if (!look) throw data(null, { status: 404 });
  const favourite = favourites?.items.some((item) => item.id === look.location.id) ?? false;
  return { look, within, favourite };
}

/** Saving the look's place to favourites; signed out, it leads to sign-in and back to this look. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { api, user } = context.get(requestContext);
  return toggleFavourite(api, user !== null, request, {
    locale: params.locale,
    returnTo: lookPath(params.locale, params.mediaId),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData || !root) return [];
  const t = metaTranslator(root);
  const { look } = loaderData;
  const title = t('lookBook.lookTitle', { service: look.service.name, place: look.location.name });
  return pageMeta(root, {
    title,
    description: t('lookBook.lookDescription', { service: look.service.name, place: look.location.name }),
    // The look itself is the link preview.
    photo: { id: look.id, alt: look.alt },
  });
};

export default function InspirationView({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { look, within, favourite } = loaderData;
  const locale = params.locale;
  const neighbour = (id: string | null) => (id ? galleryHref(lookPath(locale, id), within) : null);
  const backHref = galleryHref(`/${locale}/inspiration`, within);
  const title = t('lookBook.lookTitle', { service: look.service.name, place: look.location.name });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 py-4">
      <Link to={backHref} className="self-start text-sm font-medium text-cyan-800 underline">
        ← {t('lookBook.backToGallery')}
      </Link>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <LookLightbox
          key={look.id}
          look={look}
          locale={locale}
          previousHref={neighbour(look.previousId)}
          nextHref={neighbour(look.nextId)}
          backHref={backHref}
        />
        <LookDetails look={look} locale={locale} favourite={favourite} title={title} />
      </div>
    </div>
  );
}
