import { PENDING_INVITATIONS_LIMIT, TEAM_MEMBERS_LIMIT } from '@kalendo/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { businessInvitations, businessMembers, staff, users } from '../../schema/index.ts';
import { createTeamInvitations } from './partner-team-invitations.ts';
import { createTeamMembers } from './partner-team-members.ts';

export type {
  InvitationFacts,
  InvitationPreviewRecord,
  NewInvitation,
  TeamInvitationRecord,
} from './partner-team-invitations.ts';
export type { TeamActor, TeamMemberRecord } from './partner-team-members.ts';

/** A business's team: its members and the invitations to join it (ADR 049); every query scoped by business. */
export function createPartnerTeam(db: Db) {
  return {
    async list(businessId: string, now: Date) {
      const [members, invitations] = await Promise.all([
        db
          .select({
            id: businessMembers.id,
            userId: businessMembers.userId,
            name: users.name,
            email: users.email,
            role: businessMembers.role,
            staffId: businessMembers.staffId,
            staffName: staff.name,
            since: businessMembers.createdAt,
          })
          .from(businessMembers)
          .innerJoin(users, eq(users.id, businessMembers.userId))
          .leftJoin(staff, eq(staff.id, businessMembers.staffId))
          .where(eq(businessMembers.businessId, businessId))
          .orderBy(
            sql`case ${businessMembers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
            asc(sql`lower(${users.name})`),
            asc(businessMembers.id),
          )
          .limit(TEAM_MEMBERS_LIMIT),
        db
          .select({
            id: businessInvitations.id,
            email: businessInvitations.email,
            role: businessInvitations.role,
            staffId: businessInvitations.staffId,
            staffName: staff.name,
            sends: businessInvitations.sends,
            locale: businessInvitations.locale,
            expiresAt: businessInvitations.expiresAt,
            invitedByName: users.name,
            createdAt: businessInvitations.createdAt,
          })
          .from(businessInvitations)
          .leftJoin(staff, eq(staff.id, businessInvitations.staffId))
          .leftJoin(users, eq(users.id, businessInvitations.invitedBy))
          .where(
            and(
              eq(businessInvitations.businessId, businessId),
              isNull(businessInvitations.acceptedAt),
              isNull(businessInvitations.revokedAt),
            ),
          )
          .orderBy(asc(businessInvitations.createdAt), asc(businessInvitations.id))
          .limit(PENDING_INVITATIONS_LIMIT),
      ]);
      return {
        members: members.map((m) => ({ ...m, since: m.since.toISOString() })),
        invitations: invitations.map((i) => ({
          ...i,
          expired: i.expiresAt.getTime() <= now.getTime(),
          expiresAt: i.expiresAt.toISOString(),
          createdAt: i.createdAt.toISOString(),
        })),
      };
    },

    ...createTeamMembers(db),
    ...createTeamInvitations(db),
  };
}

export type PartnerTeam = ReturnType<typeof createPartnerTeam>;
