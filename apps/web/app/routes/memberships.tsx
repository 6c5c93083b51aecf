import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { FilterSelect } from '../features/filters/filter-select.tsx';
import { runMembershipsAction } from '../features/memberships/memberships-action.ts';
import { MyMembershipCard } from '../features/memberships/my-membership-card.tsx';
import { PlanCard } from '../features/memberships/plan-card.tsx';
import { routeFailure } from '../lib/api-answers.ts';
import { documentUrl } from '../lib/document-url.ts';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { signInFirst } from '../lib/route-guards.ts';
import { servedBusinessSlug } from '../shared/business/served-business.ts';
import { SpinnerButton } from '../shared/ui/spinner-button.tsx';
import type { Route } from './+types/memberships';

/**
 * Memberships: plans on sale (by category, city or place; paged), or with `?mine=1` "My memberships" (the
 * user's own, sign-in needed). A filter or cursor the API refuses starts over without it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { api, user } = ctx;
  const url = documentUrl(request);
  if (url.searchParams.get('mine') === '1') {
    if (!user) throw signInFirst(request, params.locale);
    const bought = url.searchParams.get('bought');
    return {
      view: 'mine' as const,
      mine: (await api.listMyMemberships()).items,
      bought: bought === 'active' || bought === 'pending' ? bought : null,
    };
  }
  const filters = {
    ...(url.searchParams.get('category') ? { category: url.searchParams.get('category') ?? '' } : {}),
    ...(url.searchParams.get('city') ? { city: url.searchParams.get('city') ?? '' } : {}),
    ...(url.searchParams.get('location') ? { location: url.searchParams.get('location') ?? '' } : {}),
    ...(url.searchParams.get('cursor') ? { cursor: url.searchParams.get('cursor') ?? '' } : {}),
  };
  // A private app or custom domain sells its own business's plans only (issue 17).
  const business = await servedBusinessSlug(ctx, request);
  const [page, categories, cities] = await Promise.all([
    api.listMembershipPlans({ ...filters, ...(business ? { business } : {}) }),
    api.listCategories(),
    api.listCities(),
  ]);
  if (!page.ok) {
    if (page.status === 400) throw redirect(`/${params.locale}/memberships`);
    throw routeFailure(page);
  }
  return {
    view: 'plans' as const,
    page: page.data,
    filters,
    categories: categories.items,
    cities: cities.items,
    // One purchase per plan and page view: a second press of "Buy" answers the first.
    purchaseKey: crypto.randomUUID(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, user } = context.get(requestContext);
  return runMembershipsAction(api, user !== null, request, params.locale);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.view === 'mine'
    ? translatedMeta(matches, 'memberships.mine.title', 'memberships.mine.description')
    : translatedMeta(matches, 'memberships.title', 'memberships.description');

/** What the page says once a change is made. */
const DONE = {
  freeze: 'memberships.mine.frozen',
  unfreeze: 'memberships.mine.unfrozen',
  cancel: 'memberships.mine.cancelled',
  'renew-on': 'memberships.mine.renewedOn',
  'renew-off': 'memberships.mine.renewedOff',
} as const;

export default function Memberships({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = params.locale;
  const navigation = useNavigation();
  const outcome = (
    <p role="status" className={actionData ? 'rounded-xl bg-cyan-50 p-3 text-cyan-900' : 'sr-only'}>
      {actionData?.ok === true && t(DONE[actionData.intent])}
      {actionData?.ok === false && actionData.message}
    </p>
  );
  if (loaderData.view === 'mine') {
    const { mine, bought } = loaderData;
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
        <div>
          <h1 className="text-3xl font-bold">{t('memberships.mine.title')}</h1>
          <p className="mt-2 text-slate-700">{t('memberships.mine.description')}</p>
        </div>
        {bought && !actionData && (
          <p role="status" className="rounded-xl bg-emerald-50 p-3 text-emerald-900">
            {bought === 'active' ? t('memberships.boughtActive') : t('memberships.boughtPending')}{' '}
            {bought === 'active' && (
              <Link to={`/${locale}/classes`} className="font-medium underline">
                {t('menu.findClasses')}
              </Link>
            )}
          </p>
        )}
        {outcome}
        {mine.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
            <p className="font-medium">{t('memberships.mine.empty')}</p>
            <Link
              to={`/${locale}/memberships`}
              className="mt-4 inline-block rounded-full bg-cyan-700 px-5 py-2 font-medium text-white hover:bg-cyan-800"
            >
              {t('memberships.mine.browse')}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {mine.map((membership) => (
              <MyMembershipCard key={membership.id} membership={membership} />
            ))}
          </ul>
        )}
      </div>
    );
  }
  const { page, filters, categories, cities, purchaseKey } = loaderData;
  const next = new URLSearchParams({ ...filters, ...(page.nextCursor ? { cursor: page.nextCursor } : {}) });
  const filtering =
    navigation.state === 'loading' && navigation.location.pathname === `/${locale}/memberships`;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t('memberships.title')}</h1>
        <p className="mt-2 text-slate-700">{t('memberships.description')}</p>
      </div>
      <Form method="get" className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 sm:flex-row sm:items-end">
        {filters.location && <input type="hidden" name="location" value={filters.location} />}
        <FilterSelect
          name="city"
          label={t('memberships.city')}
          anyLabel={t('memberships.anyCity')}
          value={filters.city}
          options={cities}
          className="flex-1"
        />
        <FilterSelect
          name="category"
          label={t('memberships.category')}
          anyLabel={t('memberships.anyCategory')}
          value={filters.category}
          options={categories}
          className="flex-1"
        />
        <SpinnerButton
          type="submit"
          loading={filtering}
          className="rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700"
        >
          {t('memberships.show')}
        </SpinnerButton>
      </Form>
      {outcome}
      {page.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium">{t('memberships.empty')}</p>
          <Link to={`/${locale}/memberships`} className="mt-2 inline-block text-cyan-800 underline">
            {t('memberships.clearFilters')}
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {page.items.map((plan) => (
            <PlanCard key={plan.id} plan={plan} purchaseKey={purchaseKey} />
          ))}
        </ul>
      )}
      {page.nextCursor && (
        <Link
          to={`/${locale}/memberships?${next.toString()}`}
          className="self-center rounded-full border border-slate-300 px-5 py-2 font-medium hover:bg-slate-100"
        >
          {t('memberships.more')}
        </Link>
      )}
    </div>
  );
}
