import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { fetchHomePage } from '../features/home/api/fetch-home-page.ts';
import { CategoryList } from '../features/home/components/category-list.tsx';
import { readHomePosition } from '../features/home/home-position.ts';
import {
  CLEAR_RECENT_INTENT,
  readRecentlyViewed,
  recentlyViewedCookie,
} from '../features/home/recently-viewed.ts';
import { SearchForm } from '../features/search/search-form.tsx';
import { translatedMeta } from '../platform/page-meta.ts';
import { requestContext } from '../platform/request-context.ts';
import { homeIsLocationsOnCustomDomain } from '../platform/route-guards.ts';
import type { Route } from './+types/home';

export const middleware: Route.MiddlewareFunction[] = [homeIsLocationsOnCustomDomain];

// The lists below the hero: server-rendered with the page, their code loaded after it in the browser.
const HomeExtras = lazy(() => import('../features/home/components/home-extras.tsx'));

/** The landing page, all server-rendered; `?lat=&lng=` ("Use my location") puts "Near you" around a point. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, defaultCity } = context.get(requestContext);
  return fetchHomePage(api, {
    recentSlugs: readRecentlyViewed(request.headers.get('cookie')),
    position: readHomePosition(new URL(request.url).searchParams),
    defaultCity,
  });
}

/** "Clear" of "Recently viewed" (a plain form post: works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== CLEAR_RECENT_INTENT) throw data(null, { status: 400 });
  return data({ cleared: true }, { headers: { 'Set-Cookie': recentlyViewedCookie([]) } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'home.title', 'home.description');

export default function Home({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, featured, recent, nearYou, inspiration } = loaderData;
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
      <Suspense>
        <HomeExtras
          locale={params.locale}
          recent={recent}
          nearYou={nearYou}
          featured={featured}
          inspiration={inspiration}
        />
      </Suspense>
    </>
  );
}
