import { createHash, randomBytes } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import {
  AcceptedInvitationSchema,
  BusinessIdParamsSchema,
  InvitationPreviewSchema,
  InvitationTokenParamsSchema,
  TeamInvitationIdParamsSchema,
  TeamInvitationInputSchema,
  TeamMemberIdParamsSchema,
  TeamMemberPatchSchema,
  TeamSchema,
} from '@kalendo/contracts';
import { invitationState, mayInvite, mayManageTeam } from '@kalendo/domain';
import { supportedLocaleOf } from '@kalendo/i18n';
import { requireSession } from '../auth/require-session.ts';
import { createRouter, createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { errorResponse, notFoundResponse, unauthenticatedResponse } from '../openapi/error-responses.ts';
import { partnerOf, requirePartnerMember } from './partner-access.ts';
import { json, jsonBody, scopedResponses } from './partner-openapi.ts';
import { refusalsAsErrors } from './partner-refusals.ts';
import { teamInvitationEmail } from './team-invitation-email.ts';

const base = '/partner/businesses/{businessId}/team';
const done = { 204: { description: 'Done' } } as const;

const teamRoute = createRoute({
  method: 'get',
  path: base,
  tags: ['partner'],
  summary: 'The members of the business and the invitations waiting (owners and managers)',
  request: { params: BusinessIdParamsSchema },
  responses: { 200: json('The team', TeamSchema), ...scopedResponses },
});

const inviteRoute = createRoute({
  method: 'post',
  path: `${base}/invitations`,
  tags: ['partner'],
  summary: 'Invite someone by e-mail with a role: an owner any role, a manager staff only',
  description:
    'The e-mail carries a single-use link that works for seven days. One invitation per address waits at ' +
    'a time (`INVITATION_PENDING`); an address already in the team is `ALREADY_MEMBER`.',
  request: { params: BusinessIdParamsSchema, body: jsonBody(TeamInvitationInputSchema) },
  responses: {
    201: json('Invited', TeamSchema),
    409: errorResponse('`INVITATION_PENDING` or `ALREADY_MEMBER`'),
    ...scopedResponses,
  },
});

const resendRoute = createRoute({
  method: 'post',
  path: `${base}/invitations/{invitationId}/resend`,
  tags: ['partner'],
  summary: 'Send the invitation again with a new link and seven more days (five sends at most)',
  request: { params: TeamInvitationIdParamsSchema },
  responses: { 204: done[204], ...scopedResponses },
});

const revokeRoute = createRoute({
  method: 'post',
  path: `${base}/invitations/{invitationId}/revoke`,
  tags: ['partner'],
  summary: 'Withdraw an invitation: its link stops working',
  request: { params: TeamInvitationIdParamsSchema },
  responses: { 204: done[204], 410: errorResponse('`INVITATION_GONE`'), ...scopedResponses },
});

const updateMemberRoute = createRoute({
  method: 'patch',
  path: `${base}/members/{memberId}`,
  tags: ['partner'],
  summary: "Change a member's role (owners only) or the staff row a staff member is",
  description: 'A business always keeps an owner: a change that would leave none is `LAST_OWNER`.',
  request: { params: TeamMemberIdParamsSchema, body: jsonBody(TeamMemberPatchSchema) },
  responses: {
    204: done[204],
    409: errorResponse('`LAST_OWNER` or `STAFF_LINKED`'),
    ...scopedResponses,
  },
});

const removeMemberRoute = createRoute({
  method: 'delete',
  path: `${base}/members/{memberId}`,
  tags: ['partner'],
  summary: 'Take a member out of the team (an owner anyone, a manager staff members); never the last owner',
  request: { params: TeamMemberIdParamsSchema },
  responses: { 204: done[204], 409: errorResponse('`LAST_OWNER`'), ...scopedResponses },
});

const leaveRoute = createRoute({
  method: 'post',
  path: `${base}/leave`,
  tags: ['partner'],
  summary: 'Leave the business (any member; the last owner cannot)',
  request: { params: BusinessIdParamsSchema },
  responses: { 204: done[204], 409: errorResponse('`LAST_OWNER`'), ...scopedResponses },
});

const previewRoute = createRoute({
  method: 'get',
  path: '/partner/invitations/{token}',
  tags: ['partner'],
  summary: "An invitation's link: which business, which role, whether it is the signed-in account's",
  request: { params: InvitationTokenParamsSchema },
  responses: {
    200: json('The invitation', InvitationPreviewSchema),
    410: errorResponse('Accepted, withdrawn or expired (`INVITATION_GONE`)'),
    ...notFoundResponse,
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/partner/invitations/{token}/accept',
  tags: ['partner'],
  summary: 'Accept an invitation with the account it was sent to: the membership is made, the link used up',
  request: { params: InvitationTokenParamsSchema },
  responses: {
    200: json('Joined', AcceptedInvitationSchema),
    403: errorResponse('Signed in with another address (`INVITATION_OTHER_ACCOUNT`)'),
    409: errorResponse('Already a member (`ALREADY_MEMBER`)'),
    410: errorResponse('Accepted, withdrawn or expired (`INVITATION_GONE`)'),
    ...unauthenticatedResponse,
    ...notFoundResponse,
  },
});

const noStore = { 'Cache-Control': 'private, no-store' };

/** A fresh link token and the hash the database keeps of it. */
function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOf(token) };
}
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A business's team: invitations, roles, removal, leaving (issue 22, ADR 049). */
export function partnerTeamRoutes(services: Services) {
  const { partnerTeam } = services.stores;
  const origin = services.config.publicOrigin;
  const router = createSessionRouter();
  const prefix = '/partner/businesses/:businessId/team';
  for (const path of [prefix, `${prefix}/*`])
    router.use(path, requireSession(services.sessions), requirePartnerMember(services));
  router.use('/partner/invitations/:token/accept', requireSession(services.sessions));

  /** The team as the page shows it; for staff, 403 (they cannot manage it). */
  const teamOf = async (businessId: string) => {
    const team = await partnerTeam.list(businessId, services.now());
    // The stored language was one of ours when it was written (the contract checks it).
    const invitations = team.invitations.map((i) => ({ ...i, locale: supportedLocaleOf(i.locale) ?? 'en' }));
    return { ...team, invitations };
  };
  const managing = (c: Parameters<typeof partnerOf>[0]) => {
    const actor = partnerOf(c);
    if (!mayManageTeam(actor.role)) throw new ApiError('FORBIDDEN');
    return actor;
  };

  return router
    .openapi(teamRoute, async (c) => c.json(await teamOf(managing(c).businessId), 200, noStore))
    .openapi(inviteRoute, async (c) => {
      const actor = managing(c);
      const input = c.req.valid('json');
      if (!mayInvite(actor.role, input.role)) throw new ApiError('FORBIDDEN');
      const locale = input.locale ?? c.get('locale');
      const { token, tokenHash } = newToken();
      await refusalsAsErrors(() =>
        partnerTeam.invite(
          actor,
          { email: input.email, role: input.role, staffId: input.staffId, locale, tokenHash },
          services.now(),
          (facts) =>
            teamInvitationEmail({
              origin,
              locale,
              token,
              email: input.email.toLowerCase(),
              role: input.role,
              facts,
            }),
        ),
      );
      return c.json(await teamOf(actor.businessId), 201, noStore);
    })
    .openapi(resendRoute, async (c) => {
      const actor = managing(c);
      const { token, tokenHash } = newToken();
      await refusalsAsErrors(() =>
        partnerTeam.resend(actor, c.req.valid('param').invitationId, tokenHash, services.now(), (facts) =>
          teamInvitationEmail({
            origin,
            locale: facts.locale,
            token,
            email: facts.email,
            role: facts.role,
            facts,
          }),
        ),
      );
      return c.body(null, 204);
    })
    .openapi(revokeRoute, async (c) => {
      const actor = managing(c);
      await refusalsAsErrors(() =>
        partnerTeam.revoke(actor, c.req.valid('param').invitationId, services.now()),
      );
      return c.body(null, 204);
    })
    .openapi(updateMemberRoute, async (c) => {
      const actor = managing(c);
      await refusalsAsErrors(() =>
        partnerTeam.updateMember(actor, c.req.valid('param').memberId, c.req.valid('json')),
      );
      return c.body(null, 204);
    })
    .openapi(removeMemberRoute, async (c) => {
      const actor = managing(c);
      await refusalsAsErrors(() => partnerTeam.removeMember(actor, c.req.valid('param').memberId));
      return c.body(null, 204);
    })
    .openapi(leaveRoute, async (c) => {
      const actor = partnerOf(c);
      const memberId = await partnerTeam.memberIdOf(actor.businessId, actor.userId);
      if (!memberId) throw new ApiError('NOT_FOUND');
      await refusalsAsErrors(() => partnerTeam.removeMember(actor, memberId, true));
      return c.body(null, 204);
    })
    .openapi(acceptRoute, async (c) => {
      const user = c.get('user');
      const accepted = await refusalsAsErrors(() =>
        partnerTeam.accept(hashOf(c.req.valid('param').token), user, services.now()),
      );
      return c.json(accepted, 200, noStore);
    });
}

/** An invitation's link, readable signed out (the token is the secret): the page offers to sign in. */
export function invitationPreviewRoutes(services: Services) {
  const { partnerTeam } = services.stores;
  return createRouter().openapi(previewRoute, async (c) => {
    const found = await partnerTeam.preview(hashOf(c.req.valid('param').token));
    if (!found) throw new ApiError('NOT_FOUND');
    if (invitationState(found, services.now()) !== 'pending') throw new ApiError('INVITATION_GONE');
    const session = await services.sessions.resolve(c.req.raw.headers, c.env?.sessionMemo);
    return c.json(
      {
        businessName: found.businessName,
        role: found.role,
        invitedByName: found.invitedByName,
        expiresAt: found.expiresAt.toISOString(),
        forYou: session ? session.user.email.toLowerCase() === found.email : null,
      },
      200,
      noStore,
    );
  });
}
