import { roleAllows } from '@kalendo/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, NavLink, Outlet, useLocation } from 'react-router';
import { PublishedBadge } from '../../features/partner/published-badge.tsx';
import { requestContext } from '../../lib/request-context.ts';
import { requireUser } from '../../lib/route-guards.ts';
import type { Route } from './+types/partner-business-layout';

export const middleware: Route.MiddlewareFunction[] = [requireUser];

/**
 * A business's set-up as a member sees it: the business, its places (hours, policy), services and staff.
 * Not a member, or no such business: the not-found page (the API answers 404 alike).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const business = await api.getPartnerBusiness(params.businessId);
  if (!business) throw data(null, { status: 404 });
  const [places, services, staff] = await Promise.all([
    Promise.all(business.places.map((place) => api.getPartnerPlace(business.id, place.id))),
    api.listPartnerServices(business.id),
    api.listPartnerStaff(business.id),
  ]);
  return {
    business,
    places: places.filter((place) => place !== null),
    services: services.items,
    staff: staff.items,
    canEdit: roleAllows(business.role, 'write'),
    /** The activity log is the owner's (ADR 043). */
    canOwn: roleAllows(business.role, 'own'),
  };
}

const tab = ({ isActive }: { isActive: boolean }) =>
  `inline-block whitespace-nowrap rounded-full px-4 py-1.5 font-medium ${isActive ? 'bg-brand-800 text-white' : 'border border-slate-300 hover:bg-slate-100'}`;

export default function PartnerBusinessLayout({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { business, places, canEdit, canOwn } = loaderData;
  const base = `/${params.locale}/partner/businesses/${business.id}`;
  const place = places[0];
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the pages' tabs scroll sideways (wider, they wrap): the current one is brought into view.
  useEffect(() => {
    if (pathname)
      nav.current
        ?.querySelector('[aria-current="page"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-8">
      <div className="flex flex-col gap-2">
        <Link to={`/${params.locale}/partner`} className="text-sm font-medium text-brand-800 underline">
          {t('partner.mine.heading')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-3xl font-bold">{business.name}</h1>
          <PublishedBadge published={business.publishedAt !== null} />
        </div>
        {canEdit ? null : (
          <p role="note" className="rounded-xl bg-slate-100 px-4 py-3 text-slate-800">
            {t('partner.readOnly')}
          </p>
        )}
      </div>
      <nav ref={nav} aria-label={t('partner.setup.nav')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1 sm:flex-wrap">
          <li>
            <NavLink to={base} end className={tab}>
              {t('partner.setup.overview')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/calendar`} className={tab}>
              {t('partnerCalendar.heading')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/details`} className={tab}>
              {t('partner.steps.details')}
            </NavLink>
          </li>
          {place ? (
            <>
              <li>
                <NavLink to={`${base}/places/${place.id}`} end className={tab}>
                  {t('partner.steps.place')}
                </NavLink>
              </li>
              <li>
                <NavLink to={`${base}/places/${place.id}/hours`} className={tab}>
                  {t('partner.steps.hours')}
                </NavLink>
              </li>
            </>
          ) : null}
          <li>
            <NavLink to={`${base}/services`} className={tab}>
              {t('partner.steps.services')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/classes`} className={tab}>
              {t('partnerClasses.timetable.title')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/memberships`} className={tab}>
              {t('partnerClasses.memberships.title')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/staff`} className={tab}>
              {t('partner.steps.staff')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/clients`} className={tab}>
              {t('partnerClients.tab')}
            </NavLink>
          </li>
          {canOwn ? (
            <li>
              <NavLink to={`${base}/activity`} className={tab}>
                {t('partnerClients.activity.tab')}
              </NavLink>
            </li>
          ) : null}
          <li>
            <NavLink to={`${base}/distribution`} className={tab}>
              {t('partnerDistribution.tab')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
