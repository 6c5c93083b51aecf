import {
  INVITATION_MAX_SENDS,
  invitationExpiresAt,
  mayManageMember,
  type PartnerRole,
  PENDING_INVITATIONS_LIMIT,
} from '@kalendo/domain';
import { and, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { businesses, businessInvitations, businessMembers, staff, users } from '../../schema/index.ts';
import { type OutgoingEmail, writeOutgoingEmail } from '../outbox.ts';
import { appendAudit } from './partner-audit.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';
import { activeStaffOf, memberAudit, type TeamActor } from './partner-team-members.ts';

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

export const lower = (email: string) => email.trim().toLowerCase();

async function factsOf(tx: DbTransaction, businessId: string, userId: string): Promise<InvitationFacts> {
  const [row] = await tx
    .select({ businessName: businesses.name, inviterName: users.name })
    .from(businesses)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(businesses.id, businessId));
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

/**
 * The invitations to join a business (ADR 049): sent, sent again, withdrawn, previewed by their link and
 * accepted; every write scoped by business, audited, its e-mail in the outbox in the same transaction.
 */
export function createTeamInvitations(db: Db) {
  return {
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
