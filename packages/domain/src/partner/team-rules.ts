import type { PartnerRole } from './partner-roles.ts';

/** How long an invitation's link works (ADR 049). */
export const INVITATION_DAYS = 7;
/** How many times one invitation's e-mail is sent: the first time and four resends. */
export const INVITATION_MAX_SENDS = 5;
/** Invitations a business may have waiting at once (each one is an e-mail to an address of its choosing). */
export const PENDING_INVITATIONS_LIMIT = 50;
/** Members a team list shows (and a business may have). */
export const TEAM_MEMBERS_LIMIT = 200;

/** What may happen to an invitation now. */
export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

export function invitationState(
  invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** When an invitation sent at `now` stops working. */
export const invitationExpiresAt = (now: Date): Date =>
  new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000);

/**
 * Who may invite whom: an owner any role (another owner too), a manager staff only (a manager cannot make
 * someone their peer or their owner), staff nobody.
 */
export function mayInvite(actor: PartnerRole, role: PartnerRole): boolean {
  if (actor === 'owner') return true;
  return actor === 'manager' && role === 'staff';
}

/** Who may see and manage the team at all: owners and managers. */
export const mayManageTeam = (actor: PartnerRole): boolean => actor !== 'staff';

/**
 * Who may act on a member (remove them, link them to a staff row, revoke or resend their invitation): an
 * owner anyone, a manager staff-role members only.
 */
export function mayManageMember(actor: PartnerRole, target: PartnerRole): boolean {
  if (actor === 'owner') return true;
  return actor === 'manager' && target === 'staff';
}

/** Roles change by an owner only; that a business keeps an owner is the database's to hold. */
export const mayChangeRole = (actor: PartnerRole): boolean => actor === 'owner';

/** A staff row belongs to a staff-role member only (their own column of the calendar: ADR 042). */
export const mayLinkStaff = (role: PartnerRole): boolean => role === 'staff';
