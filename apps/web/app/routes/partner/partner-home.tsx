import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusinessList } from '../../features/partner/business-list.tsx';
import { PartnerLanding } from '../../features/partner/partner-landing.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-home';

/** "Kalendo for business": what it offers to a visitor, the businesses of a signed-in member (issue 22). */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, user } = context.get(requestContext);
  if (!user) return { businesses: null };
  return { businesses: (await api.listMyBusinesses()).items };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'partner.title', 'partner.metaDescription');

export default function PartnerHome({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { businesses } = loaderData;
  if (!businesses) return <PartnerLanding locale={params.locale} />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('partner.mine.heading')}</h1>
          <p className="mt-2 text-slate-700">{t('partner.mine.lead')}</p>
        </div>
        {businesses.length > 0 ? (
          <Link
            to={`/${params.locale}/partner/new`}
            className="rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
          >
            {t('partner.mine.add')}
          </Link>
        ) : null}
      </div>
      {businesses.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-700">{t('partner.mine.empty')}</p>
          <Link
            to={`/${params.locale}/partner/new`}
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
          >
            {t('partner.mine.add')}
          </Link>
        </div>
      ) : (
        <BusinessList businesses={businesses} locale={params.locale} />
      )}
    </div>
  );
}
