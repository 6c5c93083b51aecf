import {
  type ClaimedDomainCheck,
  customDomainLapsedNotification,
  DOMAIN_RECHECK_EVERY_MS,
  type DomainRecheckDecision,
  type DomainRecheckStore,
} from '@kalendo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';
import { users } from '../../schema/auth.ts';
import { locations } from '../../schema/businesses.ts';
import { businessMembers } from '../../schema/partner.ts';
import { enqueueNotifications } from '../notifications.ts';
import { appendAudit } from './partner-audit.ts';

/** What a re-check changes in the place's row. */
function changeOf(decision: DomainRecheckDecision, now: Date): Partial<typeof locations.$inferInsert> {
  switch (decision.kind) {
    case 'trusted':
      return { customDomainFailedChecks: 0, customDomainNextCheckAt: decision.nextCheckAt };
    case 'failing':
      return { customDomainFailedChecks: decision.failures, customDomainNextCheckAt: decision.nextCheckAt };
    case 'inconclusive':
      return { customDomainNextCheckAt: decision.nextCheckAt };
    case 'lapsed':
      // Unverified again: the host gate, links and brand stop using it, and the partner's Verify proves it anew.
      return {
        customDomainVerifiedAt: null,
        customDomainFailedChecks: 0,
        customDomainNextCheckAt: null,
        customDomainLapsedAt: now,
      };
  }
}

/** The audit action of a decision worth a line in the activity log (a daily check that found it is not). */
function auditActionOf(decision: DomainRecheckDecision): string | null {
  if (decision.kind === 'failing') return 'place.custom-domain-check-failed';
  if (decision.kind === 'lapsed') return 'place.custom-domain-lapsed';
  if (decision.kind === 'trusted' && decision.recovered) return 'place.custom-domain-recovered';
  return null;
}

/** The owners of the business, each told in their own language (email and push follow, ADR 020). */
async function tellOwners(tx: DbTransaction, businessId: string, about: { place: string; domain: string }) {
  const owners = await tx
    .select({ userId: users.id, locale: users.locale })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.role, 'owner')));
  await enqueueNotifications(
    tx,
    owners.map((owner) => ({
      userId: owner.userId,
      notification: customDomainLapsedNotification({ businessId, ...about }, owner.locale),
    })),
  );
}

/** Re-checks of verified custom domains (ADR 053) on PostgreSQL and PGlite. */
export function createCustomDomainRechecks(db: Db): DomainRecheckStore {
  return {
    async claimDue({ now, limit }) {
      const at = now.toISOString();
      const lease = new Date(now.getTime() + DOMAIN_RECHECK_EVERY_MS).toISOString();
      // Taken and moved a day on in one statement: a row another process holds is skipped, one it has just
      // taken is no longer due when its lock is released (the condition is read again on the new row).
      const rows = resultRows<ClaimedDomainCheck>(
        await db.execute(sql`
          update locations l set custom_domain_next_check_at = ${lease}::timestamptz
          from (
            select id from locations
            where custom_domain_verified_at is not null and custom_domain_token is not null
              and (custom_domain_next_check_at is null or custom_domain_next_check_at <= ${at}::timestamptz)
            order by custom_domain_next_check_at nulls first, id
            limit ${limit}
            for update skip locked
          ) due
          where l.id = due.id
          returning l.id as "placeId", l.business_id as "businessId", l.custom_domain as "domain",
            l.custom_domain_token as "token", l.custom_domain_failed_checks as "failures"`),
      );
      return rows.map((row) => ({ ...row, failures: Number(row.failures) }));
    },

    record({ claimed, decision, now }) {
      return db.transaction(async (tx) => {
        const [place] = await tx
          .select()
          .from(locations)
          .where(eq(locations.id, claimed.placeId))
          .for('update');
        // Changed meanwhile (another domain or token, removed, verified anew): the look-up proved nothing of it.
        if (
          !place ||
          place.customDomain !== claimed.domain ||
          place.customDomainToken !== claimed.token ||
          !place.customDomainVerifiedAt
        )
          return false;
        await tx.update(locations).set(changeOf(decision, now)).where(eq(locations.id, place.id));
        const action = auditActionOf(decision);
        if (action)
          await appendAudit(tx, {
            businessId: place.businessId,
            actorUserId: null,
            action,
            subjectKind: 'place',
            subjectId: place.id,
            before: { customDomain: place.customDomain, failedChecks: place.customDomainFailedChecks },
            after: {
              customDomain: place.customDomain,
              failedChecks: decision.kind === 'failing' ? decision.failures : 0,
              ...(decision.kind === 'failing' || decision.kind === 'lapsed'
                ? { reason: decision.reason }
                : {}),
              ...(decision.kind === 'lapsed' ? { verified: false } : {}),
            },
          });
        if (decision.kind === 'lapsed')
          await tellOwners(tx, place.businessId, { place: place.name, domain: claimed.domain });
        return true;
      });
    },
  };
}
