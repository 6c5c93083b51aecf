import { mayManageTeam, roleAllows } from '@kalendo/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { PlaceSwitcher } from '../../features/partner/place-switcher.tsx';
import { PublishedBadge } from '../../features/partner/published-badge.tsx';
import { requireUser } from '../../lib/route-guards.ts';
import type { Route } from './+types/partner-business-layout';

export const middleware: Route.MiddlewareFunction[] = [requireUser];

/**
 * A business as a member sees it: its name, places (named, with their clock and currency) and the member's
 * role. Each tab reads the rest it shows itself (`partnerReads`, shared with this loader in the request).
 * Not a member, or no such business: the not-found page (the API answers 404 alike).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const business = await partnerReads(context, params.businessId).business();
  return {
    business,
    canEdit: roleAllows(business.role, 'write'),
    /** The activity log is the owner's (ADR 043). */
    canOwn: roleAllows(business.role, 'own'),
    /** The members and invitations are the owners' and managers' (ADR 049). */
    canManageTeam: mayManageTeam(business.role),
  };
}

const tab = ({ isActive }: { isActive: boolean }) =>
  `inline-block whitespace-nowrap rounded-full px-4 py-1.5 font-medium ${isActive ? 'bg-brand-800 text-white' : 'border border-slate-300 hover:bg-slate-100'}`;

export default function PartnerBusinessLayout({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { business, canEdit, canOwn, canManageTeam } = loaderData;
  const base = `/${params.locale}/partner/businesses/${business.id}`;
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The Place and Hours tabs show the place open now (another place's page chosen below), else the first.
  const { placeId } = useParams();
  const place = business.places.find((candidate) => candidate.id === placeId) ?? business.places[0];
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
          {canManageTeam ? (
            <li>
              <NavLink to={`${base}/team`} className={tab}>
                {t('partnerTeam.tab')}
              </NavLink>
            </li>
          ) : null}
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
      <PlaceSwitcher
        places={business.places}
        currentId={placeId === undefined ? undefined : place?.id}
        base={base}
        page={pathname.endsWith('/hours') ? '/hours' : ''}
        canEdit={canEdit}
      />
      <Outlet />
    </div>
  );
}
