import { z } from '@hono/zod-openapi';
import { BusinessIdParamsSchema, partnerLocale, pathId } from './partner-fields.ts';

/** A business's team (issue 22, ADR 049): members, their roles, and invitations to join. */
export const PartnerRoleSchema = z.enum(['owner', 'manager', 'staff']).openapi('PartnerRole');

const instant = z.string().openapi({ example: '2026-11-24T17:30:00.000Z' });

/** `POST …/team/invitations`: who, in which role (a staff invitation may name the staff row they will be). */
export const TeamInvitationInputSchema = z
  .object({
    email: z.email().max(254),
    role: PartnerRoleSchema,
    staffId: z.uuid().nullable().default(null),
    /** The language of the e-mail and the link; the request's language when left out. */
    locale: partnerLocale.optional(),
  })
  .strict()
  .refine((input) => input.staffId === null || input.role === 'staff', {
    message: 'a staff row is for the staff role only',
    path: ['staffId'],
  })
  .openapi('TeamInvitationInput');
export type TeamInvitationInput = z.infer<typeof TeamInvitationInputSchema>;

/** `PATCH …/team/members/{memberId}`: a new role (owners only), or the staff row (null: none). */
export const TeamMemberPatchSchema = z
  .object({ role: PartnerRoleSchema.optional(), staffId: z.uuid().nullable().optional() })
  .strict()
  .refine((patch) => patch.role !== undefined || patch.staffId !== undefined, {
    message: 'a role or a staff row',
    path: ['role'],
  })
  .openapi('TeamMemberPatch');
export type TeamMemberPatch = z.infer<typeof TeamMemberPatchSchema>;

export const TeamMemberSchema = z
  .object({
    id: z.uuid(),
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: PartnerRoleSchema,
    staffId: z.uuid().nullable(),
    staffName: z.string().nullable(),
    since: instant,
  })
  .openapi('TeamMember');
export type TeamMemberDto = z.infer<typeof TeamMemberSchema>;

export const TeamInvitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: PartnerRoleSchema,
    staffId: z.uuid().nullable(),
    staffName: z.string().nullable(),
    /** How many times the e-mail was sent (at most 5). */
    sends: z.number().int(),
    /** The language of its e-mails, chosen when inviting; a resend writes in it again. */
    locale: partnerLocale,
    expiresAt: instant,
    /** Past its seven days: resend it or revoke it. */
    expired: z.boolean(),
    invitedByName: z.string().nullable(),
    createdAt: instant,
  })
  .openapi('TeamInvitation');
export type TeamInvitationDto = z.infer<typeof TeamInvitationSchema>;

export const TeamSchema = z
  .object({
    members: z.array(TeamMemberSchema),
    /** Waiting to be accepted, oldest first (expired ones too, until revoked or sent again). */
    invitations: z.array(TeamInvitationSchema),
  })
  .openapi('Team');
export type TeamDto = z.infer<typeof TeamSchema>;

export const TeamInvitationIdParamsSchema = BusinessIdParamsSchema.extend({
  invitationId: pathId('invitationId'),
});
export const TeamMemberIdParamsSchema = BusinessIdParamsSchema.extend({ memberId: pathId('memberId') });

/** The token of an invitation's link: 43 characters of base64url (32 random bytes). */
export const InvitationTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .openapi({
      param: { name: 'token', in: 'path' },
      example: 'q3c9Yt0m8C1l4wq5bIh6f2mR8xJrN0sVtQe7aP1uKdE',
    }),
});

/** What an invitation's link shows before it is accepted. */
export const InvitationPreviewSchema = z
  .object({
    businessName: z.string(),
    role: PartnerRoleSchema,
    invitedByName: z.string().nullable(),
    expiresAt: instant,
    /** For a signed-in caller: whether the invitation is theirs (null: signed out). */
    forYou: z.boolean().nullable(),
  })
  .openapi('InvitationPreview');
export type InvitationPreviewDto = z.infer<typeof InvitationPreviewSchema>;

export const AcceptedInvitationSchema = z
  .object({ businessId: z.uuid(), role: PartnerRoleSchema })
  .openapi('AcceptedInvitation');
export type AcceptedInvitationDto = z.infer<typeof AcceptedInvitationSchema>;
