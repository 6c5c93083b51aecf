import { mayInvite, type PartnerRole } from '@kalendo/domain';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { AuthField } from '../../../shared/auth/auth-field.tsx';
import { FormFooter, useFormOutcome } from '../form-outcome.tsx';
import type { PartnerFormResult } from '../partner-form-result.ts';
import { PartnerSelect } from '../partner-select.tsx';

const ROLES: readonly PartnerRole[] = ['staff', 'manager', 'owner'];

/**
 * Inviting someone: their e-mail, the role (a manager is offered staff only), for staff the calendar column
 * they will be, and the language of the e-mail (each in its own name; the page's language unless chosen).
 * Without JavaScript the column is sent for the staff role only.
 */
export function InviteForm({
  viewerRole,
  freeStaff,
  result,
}: {
  viewerRole: PartnerRole;
  freeStaff: readonly { id: string; name: string }[];
  result: PartnerFormResult | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { errors, sent, result: mine } = useFormOutcome(result, 'invite');
  const roles = ROLES.filter((role) => mayInvite(viewerRole, role));
  return (
    <Form
      key={mine?.ok ? `sent-${mine.values.email}` : 'invite'}
      method="post"
      noValidate
      preventScrollReset
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4"
      aria-labelledby="invite-heading"
    >
      <h2 id="invite-heading" className="text-xl font-semibold">
        {t('partnerTeam.inviteHeading')}
      </h2>
      {viewerRole === 'manager' ? (
        <p className="text-sm text-slate-700">{t('partnerTeam.managerNote')}</p>
      ) : null}
      <AuthField
        name="email"
        type="email"
        autoComplete="off"
        required
        maxLength={254}
        label={t('partnerTeam.email')}
        defaultValue={sent.email ?? ''}
        error={errors.email}
      />
      {roles.length > 1 ? (
        <PartnerSelect
          name="role"
          label={t('partnerTeam.roleLabel')}
          defaultValue={sent.role ?? 'staff'}
          error={errors.role}
          options={roles.map((role) => ({ value: role, label: t(`partnerTeam.roles.${role}`) }))}
        />
      ) : (
        <input type="hidden" name="role" value="staff" />
      )}
      {freeStaff.length > 0 ? (
        <PartnerSelect
          name="staffId"
          label={t('partnerTeam.staffRow')}
          defaultValue={sent.staffId ?? ''}
          error={errors.staffId}
          options={[
            { value: '', label: t('partnerTeam.noneOption') },
            ...freeStaff.map((staff) => ({ value: staff.id, label: staff.name })),
          ]}
        />
      ) : null}
      <PartnerSelect
        name="locale"
        label={t('partnerTeam.language')}
        defaultValue={sent.locale ?? i18n.language}
        error={errors.locale}
        options={SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
      />
      <FormFooter
        result={mine}
        intent="invite"
        canEdit
        label={t('partnerTeam.send')}
        savedLabel={mine?.ok ? t('partnerTeam.done.invited', { email: mine.values.email ?? '' }) : undefined}
      />
    </Form>
  );
}
