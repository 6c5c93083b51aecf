import { mayChangeRole, mayLinkStaff, mayManageMember, type PartnerRole } from '@kalendo/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../client/sql-state.ts';
import { businessMembers, staff, users } from '../../schema/index.ts';
import { appendAudit } from './partner-audit.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';

/** The SQLSTATE of migration 0027's trigger: the change would leave the business without an owner. */
const LAST_OWNER = 'KL001';

export interface TeamMemberRecord {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: PartnerRole;
  staffId: string | null;
  staffName: string | null;
  since: string;
}

/** Who acts on the team: the business from the scoping rule, the caller and their role. */
export interface TeamActor {
  businessId: string;
  userId: string;
  role: PartnerRole;
}

/** Runs a team write, turning the last-owner trigger's refusal into the refusal the API answers. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === LAST_OWNER) throw new PartnerRefusal({ kind: 'last-owner' });
    throw error;
  }
}

/** Throws `not-found` unless the staff row is an active one of the business. */
export async function activeStaffOf(tx: DbTransaction, businessId: string, staffId: string) {
  const [row] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.businessId, businessId), eq(staff.active, true)));
  // Another business's staff row, like its other ids, is a 404 (ADR 038).
  if (!row) throw notFound();
}

/** A member row of the business, locked for the change, with the account's name and e-mail. */
async function lockMember(tx: DbTransaction, businessId: string, memberId: string) {
  const [row] = await tx
    .select({
      id: businessMembers.id,
      userId: businessMembers.userId,
      role: businessMembers.role,
      staffId: businessMembers.staffId,
      name: users.name,
      email: users.email,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.id, memberId), eq(businessMembers.businessId, businessId)))
    .for('update', { of: businessMembers });
  if (!row) throw notFound();
  return row;
}

/** A member as the activity log records them (the account's name and e-mail, the role and staff row). */
export const memberAudit = (member: {
  name: string;
  email: string;
  role: string;
  staffId: string | null;
}) => ({
  name: member.name,
  email: member.email,
  role: member.role,
  staffId: member.staffId,
});

/** A business's members (ADR 049): their role and staff row changed, removed, or leaving; scoped by business. */
export function createTeamMembers(db: Db) {
  return {
    /**
     * Changes a member's role (owners only) and/or the staff row they are (a staff-role member only; another
     * role has none). The database keeps the business an owner and a staff row one member's.
     */
    async updateMember(
      actor: TeamActor,
      memberId: string,
      patch: { role?: PartnerRole | undefined; staffId?: string | null | undefined },
    ): Promise<void> {
      await guarded(() =>
        db.transaction(async (tx) => {
          const before = await lockMember(tx, actor.businessId, memberId);
          if (!mayManageMember(actor.role, before.role)) throw new PartnerRefusal({ kind: 'forbidden' });
          const role = patch.role ?? before.role;
          if (role !== before.role && !mayChangeRole(actor.role))
            throw new PartnerRefusal({ kind: 'forbidden' });
          let staffId = patch.staffId === undefined ? before.staffId : patch.staffId;
          if (!mayLinkStaff(role)) {
            if (patch.staffId) throw new PartnerRefusal({ kind: 'staff-role-only' });
            staffId = null;
          }
          if (staffId && staffId !== before.staffId) await activeStaffOf(tx, actor.businessId, staffId);
          if (role === before.role && staffId === before.staffId) return;
          try {
            await tx.update(businessMembers).set({ role, staffId }).where(eq(businessMembers.id, memberId));
          } catch (error) {
            if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new PartnerRefusal({ kind: 'staff-taken' });
            throw error;
          }
          await appendAudit(tx, {
            businessId: actor.businessId,
            actorUserId: actor.userId,
            action: role === before.role ? 'member.staff' : 'member.role',
            subjectKind: 'member',
            subjectId: memberId,
            before: memberAudit(before),
            after: memberAudit({ ...before, role, staffId }),
          });
        }),
      );
    },

    /** Removes a member (`leave`: the caller themself, whatever their role); never the last owner. */
    async removeMember(actor: TeamActor, memberId: string, leave = false): Promise<void> {
      await guarded(() =>
        db.transaction(async (tx) => {
          const before = await lockMember(tx, actor.businessId, memberId);
          if (leave ? before.userId !== actor.userId : !mayManageMember(actor.role, before.role))
            throw new PartnerRefusal({ kind: 'forbidden' });
          await tx.delete(businessMembers).where(eq(businessMembers.id, memberId));
          await appendAudit(tx, {
            businessId: actor.businessId,
            actorUserId: actor.userId,
            action: leave ? 'member.leave' : 'member.remove',
            subjectKind: 'member',
            subjectId: memberId,
            before: memberAudit(before),
          });
        }),
      );
    },

    /** The caller's own membership of the business (to leave it). */
    async memberIdOf(businessId: string, userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: businessMembers.id })
        .from(businessMembers)
        .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)));
      return row?.id ?? null;
    },
  };
}
