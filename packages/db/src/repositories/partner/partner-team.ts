import {
  INVITATION_MAX_SENDS,
  invitationExpiresAt,
  mayChangeRole,
  mayLinkStaff,
  mayManageMember,
  type PartnerRole,
  PENDING_INVITATIONS_LIMIT,
  TEAM_MEMBERS_LIMIT,
} from '@kalendo/domain';
import { and, asc, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../client/sql-state.ts';
import { businesses, businessInvitations, businessMembers, staff, users } from '../../schema/index.ts';
import { type OutgoingEmail, writeOutgoingEmail } from '../outbox.ts';
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

export interface TeamInvitationRecord {
  id: string;
  email: string;
  role: PartnerRole;
  staffId: string | null;
  staffName: string | null;
  sends: number;
  /** The language its e-mails are written in (a resend keeps it). */
  locale: string;
  expiresAt: string;
  invitedByName: string | null;
  createdAt: string;
}

/** An invitation as its link shows it, before it is accepted. */
export interface InvitationPreviewRecord {
  id: string;
  businessId: string;
  businessName: string;
  email: string;
  role: PartnerRole;
  invitedByName: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/** Who acts on the team: the business from the scoping rule, the caller and their role. */
export interface TeamActor {
  businessId: string;
  userId: string;
  role: PartnerRole;
}

/** What an invitation's e-mail needs that only the database knows. */
export interface InvitationFacts {
  businessName: string;
  inviterName: string;
}

export interface NewInvitation {
  email: string;
  role: PartnerRole;
  staffId: string | null;
  locale: string;
  tokenHash: string;
}

const lower = (email: string) => email.trim().toLowerCase();

/** Runs a team write, turning the last-owner trigger's refusal into the refusal the API answers. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === LAST_OWNER) throw new PartnerRefusal({ kind: 'last-owner' });
    throw error;
  }
}

async function activeStaffOf(tx: DbTransaction, businessId: string, staffId: string) {
  const [row] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.businessId, businessId), eq(staff.active, true)));
  // Another business's staff row, like its other ids, is a 404 (ADR 038).
  if (!row) throw notFound();
}

async function factsOf(tx: DbTransaction, businessId: string, userId: string): Promise<InvitationFacts> {
  const [row] = await tx
    .select({ businessName: businesses.name, inviterName: users.name })
    .from(businesses)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound();
  return row;
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

/** A pending invitation of the business, locked; `forbidden` when the actor may not act on its role. */
async function lockInvitation(tx: DbTransaction, actor: TeamActor, invitationId: string) {
  const [row] = await tx
    .select()
    .from(businessInvitations)
    .where(
      and(eq(businessInvitations.id, invitationId), eq(businessInvitations.businessId, actor.businessId)),
    )
    .for('update');
  if (!row) throw notFound();
  if (!mayManageMember(actor.role, row.role)) throw new PartnerRefusal({ kind: 'forbidden' });
  if (row.acceptedAt || row.revokedAt) throw new PartnerRefusal({ kind: 'invitation-gone' });
  return row;
}

const memberAudit = (member: { name: string; email: string; role: string; staffId: string | null }) => ({
  name: member.name,
  email: member.email,
  role: member.role,
  staffId: member.staffId,
});

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

    /**
     * Invites an address: one pending invitation per business and address (the partial unique index decides
     * between concurrent invitations: the others answer `invitation-pending`); an expired one of the address is
     * revoked first. The e-mail goes to the outbox in the same transaction.
     */
    async invite(
      actor: TeamActor,
      input: NewInvitation,
      now: Date,
      compose: (facts: InvitationFacts) => OutgoingEmail,
    ): Promise<string> {
      const email = lower(input.email);
      return db.transaction(async (tx) => {
        if (input.staffId) await activeStaffOf(tx, actor.businessId, input.staffId);
        const [member] = await tx
          .select({ id: businessMembers.id })
          .from(businessMembers)
          .innerJoin(users, eq(users.id, businessMembers.userId))
          .where(
            and(eq(businessMembers.businessId, actor.businessId), eq(sql`lower(${users.email})`, email)),
          );
        if (member) throw new PartnerRefusal({ kind: 'already-member' });
        await tx
          .update(businessInvitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(businessInvitations.businessId, actor.businessId),
              eq(businessInvitations.email, email),
              isNull(businessInvitations.acceptedAt),
              isNull(businessInvitations.revokedAt),
              lte(businessInvitations.expiresAt, now),
            ),
          );
        const [pending] = await tx
          .select({ n: count() })
          .from(businessInvitations)
          .where(
            and(
              eq(businessInvitations.businessId, actor.businessId),
              isNull(businessInvitations.acceptedAt),
              isNull(businessInvitations.revokedAt),
            ),
          );
        if ((pending?.n ?? 0) >= PENDING_INVITATIONS_LIMIT)
          throw new PartnerRefusal({ kind: 'too-many-invitations' });
        const [row] = await tx
          .insert(businessInvitations)
          .values({
            businessId: actor.businessId,
            email,
            role: input.role,
            staffId: input.staffId,
            tokenHash: input.tokenHash,
            locale: input.locale,
            invitedBy: actor.userId,
            expiresAt: invitationExpiresAt(now),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new PartnerRefusal({ kind: 'invitation-pending' });
        await writeOutgoingEmail(tx, compose(await factsOf(tx, actor.businessId, actor.userId)));
        await appendAudit(tx, {
          businessId: actor.businessId,
          actorUserId: actor.userId,
          action: 'member.invite',
          subjectKind: 'invitation',
          subjectId: row.id,
          after: { email, role: row.role, staffId: row.staffId },
        });
        return row.id;
      });
    },

    /** Sends the invitation again with a new link (the old one stops working) and seven days more; bounded. */
    async resend(
      actor: TeamActor,
      invitationId: string,
      tokenHash: string,
      now: Date,
      compose: (
        facts: InvitationFacts & { email: string; locale: string; role: PartnerRole },
      ) => OutgoingEmail,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockInvitation(tx, actor, invitationId);
        if (row.sends >= INVITATION_MAX_SENDS) throw new PartnerRefusal({ kind: 'resend-limit' });
        await tx
          .update(businessInvitations)
          .set({ tokenHash, sends: row.sends + 1, expiresAt: invitationExpiresAt(now) })
          .where(eq(businessInvitations.id, row.id));
        const facts = await factsOf(tx, actor.businessId, actor.userId);
        await writeOutgoingEmail(
          tx,
          compose({ ...facts, email: row.email, locale: row.locale, role: row.role }),
        );
        await appendAudit(tx, {
          businessId: actor.businessId,
          actorUserId: actor.userId,
          action: 'member.resend',
          subjectKind: 'invitation',
          subjectId: row.id,
          after: { email: row.email, role: row.role, sends: row.sends + 1 },
        });
      });
    },

    async revoke(actor: TeamActor, invitationId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockInvitation(tx, actor, invitationId);
        await tx
          .update(businessInvitations)
          .set({ revokedAt: now })
          .where(eq(businessInvitations.id, row.id));
        await appendAudit(tx, {
          businessId: actor.businessId,
          actorUserId: actor.userId,
          action: 'member.revoke',
          subjectKind: 'invitation',
          subjectId: row.id,
          before: { email: row.email, role: row.role },
        });
      });
    },

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

    /** The invitation a link's token names, whatever its state; null when no invitation has that token. */
    async preview(tokenHash: string): Promise<InvitationPreviewRecord | null> {
      const [row] = await db
        .select({
          id: businessInvitations.id,
          businessId: businessInvitations.businessId,
          businessName: businesses.name,
          email: businessInvitations.email,
          role: businessInvitations.role,
          invitedByName: users.name,
          expiresAt: businessInvitations.expiresAt,
          acceptedAt: businessInvitations.acceptedAt,
          revokedAt: businessInvitations.revokedAt,
        })
        .from(businessInvitations)
        .innerJoin(businesses, eq(businesses.id, businessInvitations.businessId))
        .leftJoin(users, eq(users.id, businessInvitations.invitedBy))
        .where(eq(businessInvitations.tokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Accepts an invitation for the signed-in account it was sent to: the membership is made and the invitation
     * consumed in one transaction, the invitation's row locked, so of concurrent accepts exactly one does it.
     * The staff row it names is linked when it is still free and active.
     */
    async accept(
      tokenHash: string,
      user: { id: string; email: string },
      now: Date,
    ): Promise<{ businessId: string; role: PartnerRole }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(businessInvitations)
          .where(eq(businessInvitations.tokenHash, tokenHash))
          .for('update');
        if (!row) throw notFound();
        if (row.acceptedAt || row.revokedAt || row.expiresAt.getTime() <= now.getTime())
          throw new PartnerRefusal({ kind: 'invitation-gone' });
        if (row.email !== lower(user.email)) throw new PartnerRefusal({ kind: 'invitation-other-account' });
        const [free] = row.staffId
          ? await tx
              .select({ id: staff.id })
              .from(staff)
              .where(
                and(
                  eq(staff.id, row.staffId),
                  eq(staff.active, true),
                  sql`not exists (select 1 from business_members m where m.staff_id = ${staff.id})`,
                ),
              )
          : [];
        const [member] = await tx
          .insert(businessMembers)
          .values({ businessId: row.businessId, userId: user.id, role: row.role, staffId: free?.id ?? null })
          .onConflictDoNothing()
          .returning();
        if (!member) throw new PartnerRefusal({ kind: 'already-member' });
        await tx
          .update(businessInvitations)
          .set({ acceptedAt: now, acceptedBy: user.id })
          .where(and(eq(businessInvitations.id, row.id), gt(businessInvitations.expiresAt, now)));
        const [account] = await tx.select({ name: users.name }).from(users).where(eq(users.id, user.id));
        await appendAudit(tx, {
          businessId: row.businessId,
          actorUserId: user.id,
          action: 'member.accept',
          subjectKind: 'member',
          subjectId: member.id,
          after: memberAudit({
            name: account?.name ?? '',
            email: row.email,
            role: row.role,
            staffId: member.staffId,
          }),
        });
        return { businessId: row.businessId, role: row.role };
      });
    },
  };
}

export type PartnerTeam = ReturnType<typeof createPartnerTeam>;
