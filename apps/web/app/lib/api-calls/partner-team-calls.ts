import type { TeamInvitationInput, TeamMemberPatch } from '@kalendo/contracts';
import { read, result } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { TypedApi } from './typed-api.ts';

/**
 * A business's team (ADR 049): its members and invitations (owners and managers; staff get the API's 403),
 * the writes on them, and an invitation's link (its preview, readable signed out, and accepting it). Writes
 * return their refusal (409 `LAST_OWNER`, `ALREADY_MEMBER`, `INVITATION_PENDING`, 410 `INVITATION_GONE`).
 */
export function partnerTeamCalls(api: TypedApi) {
  const team = api.partner.businesses[':businessId'].team;
  const id = (businessId: string) => ({ businessId: segment(businessId) });
  const invitation = (businessId: string, invitationId: string) => ({
    ...id(businessId),
    invitationId: segment(invitationId),
  });
  const member = (businessId: string, memberId: string) => ({
    ...id(businessId),
    memberId: segment(memberId),
  });
  const link = api.partner.invitations[':token'];
  const token = (value: string) => ({ token: segment(value) });
  return {
    readTeam: (businessId: string) => read(team.$get({ param: id(businessId) })),
    inviteMember: (businessId: string, input: TeamInvitationInput) =>
      result(team.invitations.$post({ param: id(businessId), json: input })),
    resendInvitation: (businessId: string, invitationId: string) =>
      result(team.invitations[':invitationId'].resend.$post({ param: invitation(businessId, invitationId) })),
    revokeInvitation: (businessId: string, invitationId: string) =>
      result(team.invitations[':invitationId'].revoke.$post({ param: invitation(businessId, invitationId) })),
    updateMember: (businessId: string, memberId: string, patch: TeamMemberPatch) =>
      result(team.members[':memberId'].$patch({ param: member(businessId, memberId), json: patch })),
    removeMember: (businessId: string, memberId: string) =>
      result(team.members[':memberId'].$delete({ param: member(businessId, memberId) })),
    leaveBusiness: (businessId: string) => result(team.leave.$post({ param: id(businessId) })),
    /** An invitation's link: the invitation, or the refusal (404 unknown, 410 used, withdrawn or expired). */
    previewInvitation: (value: string) => result(link.$get({ param: token(value) })),
    acceptInvitation: (value: string) => result(link.accept.$post({ param: token(value) })),
  };
}
