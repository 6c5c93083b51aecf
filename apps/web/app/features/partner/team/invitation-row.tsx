import type { TeamInvitationDto } from '@kalendo/contracts';
import { mayManageMember, type PartnerRole } from '@kalendo/domain';
import { LOCALE_NAMES } from '@kalendo/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { SpinnerButton } from '../../../shared/ui/spinner-button.tsx';
import { formatClientDay } from '../client-dates.ts';

/** An invitation waiting: to whom, as what, by whom, until when; Resend and Revoke for whoever may. */
export function InvitationRow({
  invitation,
  viewerRole,
  timeZone,
}: {
  invitation: TeamInvitationDto;
  viewerRole: PartnerRole;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('id') === invitation.id;
  const as = t(`partnerTeam.as.${invitation.role}`);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="break-all font-semibold">{invitation.email}</span>
        <span className="text-sm text-slate-700">
          {invitation.invitedByName
            ? t('partnerTeam.invitedBy', { as, name: invitation.invitedByName })
            : t(`partnerTeam.roles.${invitation.role}`)}
          {invitation.staffName ? ` · ${t('partnerTeam.column', { name: invitation.staffName })}` : null}
        </span>
        <span className="text-sm text-slate-600">
          {t('partnerGaps.invitationLanguage', { language: LOCALE_NAMES[invitation.locale] })}
        </span>
        <span className={`text-sm ${invitation.expired ? 'font-medium text-amber-800' : 'text-slate-600'}`}>
          {invitation.expired
            ? t('partnerTeam.expired')
            : t('partnerTeam.expires', {
                date: formatClientDay(invitation.expiresAt, timeZone, i18n.language),
              })}
        </span>
      </div>
      {mayManageMember(viewerRole, invitation.role) ? (
        <Form method="post" preventScrollReset className="flex flex-wrap gap-1">
          <input type="hidden" name="id" value={invitation.id} />
          <SpinnerButton
            type="submit"
            name="intent"
            value="resend"
            loading={busy('resend')}
            className="rounded-full px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {t('partnerTeam.resend')}
            <span className="sr-only"> {invitation.email}</span>
          </SpinnerButton>
          <SpinnerButton
            type="submit"
            name="intent"
            value="revoke"
            loading={busy('revoke')}
            className="rounded-full px-3 py-1 text-sm font-medium text-red-800 hover:bg-red-50"
          >
            {t('partnerTeam.revoke')}
            <span className="sr-only"> {invitation.email}</span>
          </SpinnerButton>
        </Form>
      ) : null}
    </li>
  );
}
