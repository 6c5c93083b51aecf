import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { loadBusinessHome } from '../features/business/business-home.ts';
import { businessMeta } from '../features/business/business-meta.ts';
import { BusinessHome } from '../features/business/components/business-home.tsx';
import { fetchHomePage } from '../features/home/api/fetch-home-page.ts';
import { CategoryList } from '../features/home/components/category-list.tsx';
import { readHomePosition } from '../features/home/home-position.ts';
import {
  CLEAR_RECENT_INTENT,
  readRecentlyViewed,
  recentlyViewedCookie,
} from '../features/home/recently-viewed.ts';
import { SearchForm } from '../features/search/search-form.tsx';
import { translatedMeta } from '../lib/page-meta.ts';
import { sameForEveryone } from '../lib/personal-overlay.ts';
import { requestContext } from '../lib/request-context.ts';
import { rootDataOf } from '../lib/root-data.ts';
import { homeIsLocationsOnCustomDomain } from '../lib/route-guards.ts';
import type { Route } from './+types/home';

export const middleware: Route.MiddlewareFunction[] = [homeIsLocationsOnCustomDomain];

// The lists below the hero: server-rendered with the page, their code loaded after it in the browser.
const HomeExtras = lazy(() => import('../features/home/components/home-extras.tsx'));

/** The landing page, all server-rendered; `?lat=&lng=` ("Use my location") puts "Near you" around a point. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  // A private app's home is its business's (issue 17).
  if (ctx.mode === 'private-app')
    return { kind: 'business' as const, ...(await loadBusinessHome(ctx, request)) };
  const page = await fetchHomePage(ctx.api, {
    recentSlugs: readRecentlyViewed(request.headers.get('cookie')),
    position: readHomePosition(new URL(request.url).searchParams),
    defaultCity: ctx.defaultCity,
  });
  return { kind: 'marketplace' as const, ...page };
}

/** "Clear" of "Recently viewed" (a plain form post: works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== CLEAR_RECENT_INTENT) throw data(null, { status: 400 });
  return data({ cleared: true }, { headers: { 'Set-Cookie': recentlyViewedCookie([]) } });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.kind === 'business'
    ? businessMeta(rootDataOf(matches), loaderData.business)
    : translatedMeta(matches, 'home.title', 'home.description');

export default function Home({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.kind === 'business')
    return <BusinessHome business={loaderData.business} place={loaderData.place} />;
  return <MarketplaceHome {...loaderData} locale={params.locale} />;
}

function MarketplaceHome({
  categories,
  featured,
  recent,
  nearYou,
  inspiration,
  locale,
}: Extract<Route.ComponentProps['loaderData'], { kind: 'marketplace' }> & { locale: string }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="mt-4 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 px-5 py-7 text-white sm:mt-6 sm:px-10 sm:py-10">
        <h1 className="max-w-2xl text-2xl font-bold leading-tight sm:text-4xl">{t('home.title')}</h1>
        <p className="mt-3 max-w-2xl text-base text-white/90 sm:text-lg">{t('home.description')}</p>
        <div className="mt-5 max-w-2xl">
          <SearchForm locale={locale} tone="hero" />
        </div>
      </section>
      <CategoryList categories={categories} />
      <Suspense>
        <HomeExtras
          locale={locale}
          recent={recent}
          nearYou={nearYou}
          featured={featured}
          inspiration={inspiration}
        />
      </Suspense>
    </>
  );
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;
