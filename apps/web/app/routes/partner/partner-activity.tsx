import type { PartnerAuditEntryDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activityMoments } from '../../features/partner/activity-moments.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-activity';
import { usePartnerSetup } from './partner-setup-data.ts';

/** A page of the business's activity log (the owner's; anyone else gets the API's 403 as the page's). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
  const page = await api.listPartnerActivity(params.businessId, cursor || undefined);
  return { paged: cursor !== '', ...page };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'partnerClients.activity.heading');

/** The actions a line of the log words itself; any other reads as a change of its subject. */
const KNOWN_ACTIONS = new Set([
  'business.create',
  'business.update',
  'business.publish',
  'business.unpublish',
  'business.close',
  'place.create',
  'place.update',
  'place.hours',
  'place.policy',
  'place.special-days',
  'service.create',
  'service.delete',
  'staff.create',
  'staff.delete',
  'appointment.move',
  'appointment.cancel',
  'appointment.walk-in',
  'appointment.arrived',
  'appointment.completed',
  'appointment.no-show',
  // Kalendo's own daily re-checks of a custom domain (ADR 053): no person did them.
  'place.custom-domain-check-failed',
  'place.custom-domain-recovered',
  'place.custom-domain-lapsed',
]);

/** The team's actions (ADR 049), worded by the team's strings with the member's role. */
const TEAM_ACTIONS = new Set(['invite', 'resend', 'revoke', 'accept', 'role', 'staff', 'remove', 'leave']);
const ROLES = new Set(['owner', 'manager', 'staff']);

function TeamLine({ entry, action }: { entry: PartnerAuditEntryDto; action: string }) {
  const { t } = useTranslation();
  const role = entry.member?.role && ROLES.has(entry.member.role) ? entry.member.role : 'staff';
  const values = {
    who: entry.actorName ?? t('partnerClients.activity.someone'),
    name: entry.subject.name ?? t('partnerClients.activity.removed'),
    as: t(`partnerTeam.as.${role}` as 'partnerTeam.as.staff'),
    role: t(`partnerTeam.roles.${role}` as 'partnerTeam.roles.staff'),
  };
  return <>{t(`partnerTeam.activity.${action}` as 'partnerTeam.activity.invite', values)}</>;
}

function ActivityLine({ entry, moment }: { entry: PartnerAuditEntryDto; moment: (iso: string) => string }) {
  const { t } = useTranslation();
  const [kind, action = ''] = entry.action.split('.');
  if (kind === 'member' && TEAM_ACTIONS.has(action)) return <TeamLine entry={entry} action={action} />;
  const who = entry.actorName ?? t('partnerClients.activity.someone');
  const appointment = entry.appointment;
  const values = {
    who,
    name: entry.subject.name ?? t('partnerClients.activity.removed'),
    service: appointment?.serviceName ?? '',
    client: appointment?.clientName ?? t('partnerClients.activity.aClient'),
    when: appointment?.startsAt ? moment(appointment.startsAt) : '',
    from: appointment?.movedFrom ? moment(appointment.movedFrom) : '',
    to: appointment?.movedTo ? moment(appointment.movedTo) : '',
  };
  // A place added later made public on its own (ADR 056), worded by the places' strings.
  if (entry.action === 'place.publish') return <>{t('partnerPlaces.activity.publish', values)}</>;
  // A place hidden again or closed (ADR 058).
  if (entry.action === 'place.unpublish') return <>{t('partnerPlaceOps.activity.unpublish', values)}</>;
  if (entry.action === 'place.remove') return <>{t('partnerPlaceOps.activity.remove', values)}</>;
  const key = KNOWN_ACTIONS.has(entry.action) ? entry.action.replace('.', '_') : 'other';
  return (
    <>
      {t(`partnerClients.activity.actions.${key}` as 'partnerClients.activity.actions.other', values)}
      {appointment?.reason ? (
        <span className="block text-sm text-slate-600">
          {t('partnerClients.activity.reason', { reason: appointment.reason })}
        </span>
      ) : null}
    </>
  );
}

export default function PartnerActivity({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { paged, items, next } = loaderData;
  // Each entry on its place's clock (else the first place's), its zone named when the places' zones differ.
  const momentsFor = activityMoments(usePartnerSetup().business.places, i18n.language);
  const base = `/${params.locale}/partner/businesses/${params.businessId}/activity`;
  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-4">
      <h2 id="activity-heading" className="text-xl font-semibold">
        {t('partnerClients.activity.heading')}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('partnerClients.activity.empty')}
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {items.map((entry) => {
            const moment = momentsFor(entry.placeId);
            const { text, zone } = moment(entry.at);
            return (
              <li
                key={entry.id}
                className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4"
              >
                <span className="text-sm text-slate-600">
                  <time dateTime={entry.at} className="whitespace-nowrap">
                    {text}
                  </time>
                  {/* A break may come before the zone, none inside the moment or the zone. */}
                  {zone ? (
                    <>
                      {' '}
                      <span className="whitespace-nowrap">({zone})</span>
                    </>
                  ) : null}
                </span>
                <span className="break-words">
                  <ActivityLine entry={entry} moment={(iso) => moment(iso).text} />
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <nav aria-label={t('partnerClients.pages')} className="flex flex-wrap gap-3">
        {paged ? (
          <Link to={base} className="font-medium text-brand-800 underline">
            {t('partnerClients.activity.newest')}
          </Link>
        ) : null}
        {next ? (
          <Link
            to={`${base}?${new URLSearchParams({ cursor: next })}`}
            className="font-medium text-brand-800 underline"
          >
            {t('partnerClients.activity.older')}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
