import { describe, expect, it } from 'vitest';
import type { PartnerRole } from './partner-roles.ts';
import {
  INVITATION_DAYS,
  invitationExpiresAt,
  invitationState,
  mayChangeRole,
  mayInvite,
  mayLinkStaff,
  mayManageMember,
  mayManageTeam,
} from './team-rules.ts';

const ROLES: PartnerRole[] = ['owner', 'manager', 'staff'];
const NOW = new Date('2026-11-28T12:00:00Z');

describe('team rules', () => {
  it('lets an owner invite any role, a manager staff only, staff nobody', () => {
    const allowed = ROLES.flatMap((actor) =>
      ROLES.filter((role) => mayInvite(actor, role)).map((role) => `${actor}→${role}`),
    );
    expect(allowed).toEqual(['owner→owner', 'owner→manager', 'owner→staff', 'manager→staff']);
  });

  it('lets owners and managers manage the team, managers only its staff members', () => {
    expect(ROLES.filter(mayManageTeam)).toEqual(['owner', 'manager']);
    const allowed = ROLES.flatMap((actor) =>
      ROLES.filter((target) => mayManageMember(actor, target)).map((target) => `${actor}→${target}`),
    );
    expect(allowed).toEqual(['owner→owner', 'owner→manager', 'owner→staff', 'manager→staff']);
  });

  it('leaves role changes to owners and staff rows to staff-role members', () => {
    expect(ROLES.filter(mayChangeRole)).toEqual(['owner']);
    expect(ROLES.filter(mayLinkStaff)).toEqual(['staff']);
  });

  it('expires an invitation after seven days, to the millisecond', () => {
    const expiresAt = invitationExpiresAt(NOW);
    expect(expiresAt.getTime() - NOW.getTime()).toBe(INVITATION_DAYS * 86_400_000);
    const open = { acceptedAt: null, revokedAt: null, expiresAt };
    expect(invitationState(open, new Date(expiresAt.getTime() - 1))).toBe('pending');
    expect(invitationState(open, expiresAt)).toBe('expired');
  });

  it('says an accepted or revoked invitation is so whatever the time', () => {
    const expiresAt = invitationExpiresAt(NOW);
    expect(invitationState({ acceptedAt: NOW, revokedAt: null, expiresAt }, NOW)).toBe('accepted');
    expect(invitationState({ acceptedAt: null, revokedAt: NOW, expiresAt }, NOW)).toBe('revoked');
    const later = new Date(expiresAt.getTime() + 1);
    expect(invitationState({ acceptedAt: NOW, revokedAt: null, expiresAt }, later)).toBe('accepted');
  });
});
