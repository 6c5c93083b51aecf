import type { TeamMemberDto } from '@kalendo/contracts';
import { mayChangeRole, mayManageMember, type PartnerRole } from '@kalendo/domain';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { SpinnerButton } from '../../../shared/ui/spinner-button.tsx';
import { PartnerSelect } from '../partner-select.tsx';
import { ConfirmDisclosure } from './confirm-disclosure.tsx';

const ROLES: readonly PartnerRole[] = ['owner', 'manager', 'staff'];

/**
 * One member: name, e-mail, role and calendar column; for whoever may manage them, a form to change the role
 * (owners) or the column (a staff-role member's), and Remove with its confirm step. The viewer's own row
 * has no Remove: leaving is its own section.
 */
export function TeamMemberRow({
  member,
  viewerRole,
  isYou,
  businessName,
  freeStaff,
}: {
  member: TeamMemberDto;
  viewerRole: PartnerRole;
  isYou: boolean;
  businessName: string;
  /** The staff rows no other member is (this member's own included). */
  freeStaff: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const manages = mayManageMember(viewerRole, member.role);
  const changesRole = mayChangeRole(viewerRole);
  const linksStaff = manages && member.role === 'staff';
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'save' &&
    navigation.formData?.get('id') === member.id;
  // Every row has these selects: the member's name, heard only, tells them apart.
  const ofMember = (label: string) => (
    <>
      {label}
      <span className="sr-only"> {member.name}</span>
    </>
  );
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="break-words font-semibold">
          {member.name}
          {isYou ? <span className="font-normal text-slate-600"> ({t('partnerTeam.you')})</span> : null}
        </span>
        <span className="break-all text-sm text-slate-700">{member.email}</span>
        <span className="text-sm text-slate-700">
          {t(`partnerTeam.roles.${member.role}`)}
          {member.role === 'staff'
            ? ` · ${member.staffName ? t('partnerTeam.column', { name: member.staffName }) : t('partnerTeam.noColumn')}`
            : null}
        </span>
      </div>
      {changesRole || linksStaff ? (
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="id" value={member.id} />
          <input type="hidden" name="name" value={member.name} />
          <input type="hidden" name="currentRole" value={member.role} />
          <input type="hidden" name="currentStaffId" value={member.staffId ?? ''} />
          {changesRole ? (
            <PartnerSelect
              id={`role-${member.id}`}
              name="role"
              label={ofMember(t('partnerTeam.roleLabel'))}
              defaultValue={member.role}
              options={ROLES.map((role) => ({ value: role, label: t(`partnerTeam.roles.${role}`) }))}
            />
          ) : null}
          {linksStaff ? (
            <PartnerSelect
              id={`staff-${member.id}`}
              name="staffId"
              label={ofMember(t('partnerTeam.columnLabel'))}
              defaultValue={member.staffId ?? ''}
              options={[
                { value: '', label: t('partnerTeam.noneOption') },
                ...freeStaff.map((staff) => ({ value: staff.id, label: staff.name })),
              ]}
            />
          ) : null}
          <SpinnerButton
            type="submit"
            name="intent"
            value="save"
            loading={busy}
            className="rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100"
          >
            {busy ? t('partnerTeam.saving') : t('partnerTeam.save')}
            <span className="sr-only"> {member.name}</span>
          </SpinnerButton>
        </Form>
      ) : null}
      {manages && !isYou ? (
        <ConfirmDisclosure
          label={t('partnerTeam.remove')}
          hiddenName={member.name}
          title={t('partnerTeam.removeTitle', { name: member.name })}
          body={t('partnerTeam.removeBody', { name: member.name, business: businessName })}
          fields={{ intent: 'remove', id: member.id, name: member.name }}
          confirmLabel={t('partnerTeam.confirmRemove')}
          cancelLabel={t('partnerTeam.cancel')}
        />
      ) : null}
    </li>
  );
}
