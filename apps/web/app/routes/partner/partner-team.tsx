import { mayManageTeam } from '@kalendo/domain';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { ConfirmDisclosure } from '../../features/partner/team/confirm-disclosure.tsx';
import { InvitationRow } from '../../features/partner/team/invitation-row.tsx';
import { InviteForm } from '../../features/partner/team/invite-form.tsx';
import { teamAction } from '../../features/partner/team/team-action.ts';
import { TeamMemberRow } from '../../features/partner/team/team-member-row.tsx';
import { TeamOutcome } from '../../features/partner/team/team-outcome.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-team';
import { usePartnerSetup } from './partner-setup-data.ts';

/**
 * The business's members and invitations (owners and managers, ADR 049): staff get the forbidden page, as
 * the API answers them. The staff rows are read for the calendar column a staff member is.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const reads = partnerReads(context, params.businessId);
  const business = await reads.business();
  if (!mayManageTeam(business.role)) throw data(null, { status: 403 });
  const { api, user } = context.get(requestContext);
  const [team, staff] = await Promise.all([api.readTeam(params.businessId), reads.staff()]);
  return { team, staff: staff.map(({ id, name }) => ({ id, name })), userId: user?.id ?? null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  return teamAction(api, await request.formData(), params.businessId, params.locale);
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partnerTeam.heading');

export default function PartnerTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { business } = usePartnerSetup();
  const { team, staff, userId } = loaderData;
  const role = business.role;
  const timeZone = business.places[0]?.timeZone ?? 'UTC';
  const taken = new Set(team.members.map((member) => member.staffId).filter(Boolean));
  const you = team.members.find((member) => member.userId === userId);
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="members-heading" className="flex flex-col gap-3">
        <h2 id="members-heading" className="text-xl font-semibold">
          {t('partnerTeam.heading')}
        </h2>
        <p className="text-slate-700">{t('partnerTeam.intro', { business: business.name })}</p>
        <TeamOutcome result={actionData} />
        <ul className="flex flex-col gap-2" aria-label={t('partnerTeam.membersHeading')}>
          {team.members.map((member) => (
            <TeamMemberRow
              key={member.id}
              member={member}
              viewerRole={role}
              isYou={member.userId === userId}
              businessName={business.name}
              freeStaff={staff.filter((row) => !taken.has(row.id) || row.id === member.staffId)}
            />
          ))}
        </ul>
        {team.members.length === 1 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-4 text-slate-700">
            {t('partnerTeam.alone')}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="pending-heading" className="flex flex-col gap-3">
        <h2 id="pending-heading" className="text-xl font-semibold">
          {t('partnerTeam.pendingHeading')}
        </h2>
        {team.invitations.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {t('partnerTeam.noPending')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {team.invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                viewerRole={role}
                timeZone={timeZone}
              />
            ))}
          </ul>
        )}
      </section>
      <InviteForm
        viewerRole={role}
        freeStaff={staff.filter((row) => !taken.has(row.id))}
        result={actionData}
      />
      {you ? (
        <section
          aria-label={t('partnerTeam.leave')}
          className="flex flex-col gap-2 border-t border-slate-200 pt-6"
        >
          <TeamOutcome result={actionData} leaving />
          <ConfirmDisclosure
            label={t('partnerTeam.leave')}
            title={t('partnerTeam.leaveTitle', { business: business.name })}
            body={t('partnerTeam.leaveBody')}
            fields={{ intent: 'leave' }}
            confirmLabel={t('partnerTeam.confirmLeave')}
            cancelLabel={t('partnerTeam.cancel')}
          />
        </section>
      ) : null}
    </div>
  );
}
