import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { businessMeta } from '../features/business/business-meta.ts';
import { documentUrl } from '../lib/document-url.ts';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { rootDataOf } from '../lib/root-data.ts';
import { signInFirst } from '../lib/route-guards.ts';
import { servedBusiness } from '../shared/business/served-business.ts';
import { LocationGrid } from '../shared/location/location-grid.tsx';
import type { Route } from './+types/locations';

const PLACES_LIMIT = 24;

/**
 * Places: `?mine=1` is "My locations" (the user's favourites, sign-in needed); on a business's custom domain
 * that business's places; otherwise the best rated.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const requestValue = context.get(requestContext);
  const { api, user } = requestValue;
  const url = documentUrl(request);
  const mine = url.searchParams.get('mine') === '1';
  if (mine && !user) throw signInFirst(request, params.locale);
  const business = mine ? null : await servedBusiness(requestValue, request);
  if (business) {
    const { name, description } = business;
    return { mine, business: { name, description }, locations: business.locations };
  }
  const { items } = mine
    ? await api.listFavourites()
    : await api.listFeaturedLocations({ limit: PLACES_LIMIT });
  return { mine, business: null, locations: items };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.business
    ? businessMeta(rootDataOf(matches), loaderData.business)
    : translatedMeta(matches, loaderData?.mine ? 'places.mineTitle' : 'places.title', 'places.description');

export default function Locations({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { mine, business, locations } = loaderData;
  const title = business?.name ?? (mine ? t('places.mineTitle') : t('places.title'));
  const description = business
    ? t('places.businessDescription')
    : mine
      ? t('places.mineDescription')
      : t('places.description');
  return (
    <section className="py-6" aria-labelledby="places-title">
      <h1 id="places-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-slate-700">{description}</p>
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
