import { useTranslation } from 'react-i18next';
import { fetchHomePage } from '../features/home/api/fetch-home-page.ts';
import { CategoryList } from '../features/home/components/category-list.tsx';
import { LocationGrid } from '../features/locations/location-grid.tsx';
import { SearchForm } from '../features/search/search-form.tsx';
import { translatedMeta } from '../platform/page-meta.ts';
import { requestContext } from '../platform/request-context.ts';
import { homeIsLocationsOnCustomDomain } from '../platform/route-guards.ts';
import type { Route } from './+types/home';

export const middleware: Route.MiddlewareFunction[] = [homeIsLocationsOnCustomDomain];

export async function loader({ context }: Route.LoaderArgs) {
  return fetchHomePage(context.get(requestContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'home.title', 'home.description');

export default function Home({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, featured } = loaderData;
  return (
    <>
      <section className="mt-4 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 px-5 py-7 text-white sm:mt-6 sm:px-10 sm:py-10">
        <h1 className="max-w-2xl text-2xl font-bold leading-tight sm:text-4xl">{t('home.title')}</h1>
        <p className="mt-3 max-w-2xl text-base text-white/90 sm:text-lg">{t('home.description')}</p>
        <div className="mt-5 max-w-2xl">
          <SearchForm locale={params.locale} tone="hero" />
        </div>
      </section>
      <CategoryList categories={categories} />
      <section aria-labelledby="featured-heading" className="mt-10">
        <h2 id="featured-heading" className="text-xl font-semibold">
          {t('home.featuredHeading')}
        </h2>
        {featured.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('home.emptyFeatured')}</p>
        ) : (
          <LocationGrid locations={featured} />
        )}
      </section>
    </>
  );
}
