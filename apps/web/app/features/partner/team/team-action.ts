import {
  PartnerRoleSchema,
  type TeamInvitationInput,
  TeamInvitationInputSchema,
  type TeamMemberPatch,
} from '@kalendo/contracts';
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../../lib/api-client.ts';
import { textOf } from '../form-fields.ts';
import {
  formAnswered,
  formRefused,
  formValues,
  type PartnerFormResult,
  submitChecked,
} from '../partner-form-result.ts';

/** A team form's answer with the values it sent, so that the outcome can name whom it was about. */
const withValues = (form: FormData, answer: PartnerFormResult): PartnerFormResult => ({
  ...answer,
  values: formValues(form),
});

/** A staff row's field: '' is none. */
const staffOf = (form: FormData) => textOf(form, 'staffId') || null;

/**
 * What changed on a member's row: the role (sent when it differs; only owners are offered it) and, for a
 * staff-role member, the staff row (sent when it differs). Nothing changed is nothing to send.
 */
function memberPatch(form: FormData): TeamMemberPatch | 'invalid' | null {
  const currentRole = textOf(form, 'currentRole');
  const roleSent = form.has('role') ? PartnerRoleSchema.safeParse(textOf(form, 'role')) : null;
  if (roleSent && !roleSent.success) return 'invalid';
  const role = roleSent?.data ?? PartnerRoleSchema.safeParse(currentRole).data;
  const patch: TeamMemberPatch = {};
  if (roleSent && role !== currentRole) patch.role = role;
  const staffId = staffOf(form);
  if (role === 'staff' && form.has('staffId') && staffId !== (textOf(form, 'currentStaffId') || null))
    patch.staffId = staffId;
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * The Team page's writes, by `intent`: invite, resend, revoke, save (a member's role or staff row), remove,
 * leave (which goes back to the partner's businesses, this one no longer theirs).
 */
export async function teamAction(
  api: ApiClient,
  form: FormData,
  businessId: string,
  locale: string,
): Promise<PartnerFormResult> {
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  if (intent === 'invite') {
    const role = textOf(form, 'role');
    const parsed = TeamInvitationInputSchema.safeParse({
      email: textOf(form, 'email'),
      role,
      staffId: role === 'staff' ? staffOf(form) : null,
      locale: textOf(form, 'locale') || locale,
    });
    return withValues(
      form,
      await submitChecked(intent, form, parsed, (input: TeamInvitationInput) =>
        api.inviteMember(businessId, input),
      ),
    );
  }
  if (intent === 'resend')
    return withValues(form, formAnswered(intent, form, await api.resendInvitation(businessId, id)));
  if (intent === 'revoke')
    return withValues(form, formAnswered(intent, form, await api.revokeInvitation(businessId, id)));
  if (intent === 'save') {
    const patch = memberPatch(form);
    if (patch === 'invalid') return formRefused(intent, form, { role: 'partner.errors.invalid' });
    if (patch === null) return withValues(form, formAnswered(intent, form, { ok: true }));
    return withValues(form, formAnswered(intent, form, await api.updateMember(businessId, id, patch)));
  }
  if (intent === 'remove')
    return withValues(form, formAnswered(intent, form, await api.removeMember(businessId, id)));
  if (intent === 'leave') {
    const answer = await api.leaveBusiness(businessId);
    if (answer.ok) throw redirect(`/${locale}/partner`);
    return withValues(form, formAnswered(intent, form, answer));
  }
  throw data(null, { status: 400 });
}
