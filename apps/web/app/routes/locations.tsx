import { useTranslation } from 'react-i18next';
import { Link, redirect } from 'react-router';
import { LocationGrid } from '../features/locations/location-grid.tsx';
import { documentUrl } from '../platform/document-url.ts';
import { translatedMeta } from '../platform/page-meta.ts';
import { requestContext } from '../platform/request-context.ts';
import type { Route } from './+types/locations';

const PLACES_LIMIT = 24;

/** Places: `?mine=1` is "My locations" (the user's favourites, sign-in needed), otherwise the best rated. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, user } = context.get(requestContext);
  const url = documentUrl(request);
  const mine = url.searchParams.get('mine') === '1';
  if (mine && !user) {
    throw redirect(
      `/${params.locale}/sign-in?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
    );
  }
  const { items } = mine
    ? await api.listFavourites()
    : await api.listFeaturedLocations({ limit: PLACES_LIMIT });
  return { mine, locations: items };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  translatedMeta(matches, loaderData?.mine ? 'places.mineTitle' : 'places.title', 'places.description');

export default function Locations({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { mine, locations } = loaderData;
  return (
    <section className="py-6" aria-labelledby="places-title">
      <h1 id="places-title" className="text-2xl font-bold sm:text-3xl">
        {mine ? t('places.mineTitle') : t('places.title')}
      </h1>
      <p className="mt-2 text-slate-700">{mine ? t('places.mineDescription') : t('places.description')}</p>
      {locations.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-700">{mine ? t('places.mineEmpty') : t('home.emptyFeatured')}</p>
          <Link
            to={`/${params.locale}/home`}
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
          >
            {t('places.explore')}
          </Link>
        </div>
      ) : (
        <LocationGrid locations={locations} />
      )}
    </section>
  );
}
