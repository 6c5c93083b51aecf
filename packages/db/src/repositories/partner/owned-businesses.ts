import { type OwnedBusinessFacts, ownerDepartureOf } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';
import { PartnerRefusal } from './partner-refusal.ts';
import { unpublishBusiness } from './unpublish-business.ts';

/**
 * Before an account is deleted, in its transaction (ADR 055): the businesses the user owns are settled. The
 * pending invitations of those businesses are locked first, then the businesses, in the order an accept takes
 * them (invitation, then the business through its membership's foreign key), so an accept running at the same
 * time either lands before (its member is counted: refused) or finds its invitation withdrawn. The only owner
 * of a business with other members or bookings to come is refused (`sole-owner`, naming the first such
 * business); a business with nobody else and nothing booked closes: out of public view, invitations
 * withdrawn, its past kept for its clients' histories.
 */
export async function settleOwnedBusinesses(tx: DbTransaction, userId: string, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`select i.id from business_invitations i
    where i.accepted_at is null and i.revoked_at is null and i.business_id in
      (select business_id from business_members where user_id = ${userId} and role = 'owner')
    order by i.id for update`);
  const owned = resultRows<{
    business_id: string;
    name: string;
    other_owners: number;
    other_members: number;
    upcoming: number;
  }>(
    await tx.execute(sql`with locked as (
        select b.id, b.name from businesses b
        where b.id in (select business_id from business_members where user_id = ${userId} and role = 'owner')
        order by b.id for update)
      select l.id as business_id, l.name,
        (select count(*)::int from business_members m
          where m.business_id = l.id and m.user_id <> ${userId} and m.role = 'owner') as other_owners,
        (select count(*)::int from business_members m
          where m.business_id = l.id and m.user_id <> ${userId}) as other_members,
        (select count(*)::int from appointments a
          where a.business_id = l.id and a.status = 'booked' and a.ends_at > ${at})
        + (select count(*)::int from class_sessions s join classes c on c.id = s.class_id
          where c.business_id = l.id and s.cancelled_at is null and s.booked_count > 0 and s.ends_at > ${at})
          as upcoming
      from locked l order by l.name, l.id`),
  );
  const facts: OwnedBusinessFacts[] = owned.map((row) => ({
    businessId: row.business_id,
    name: row.name,
    otherOwners: row.other_owners,
    otherMembers: row.other_members,
    upcomingBookings: row.upcoming,
  }));
  const refused = facts.find((business) => ownerDepartureOf(business) === 'refused');
  if (refused)
    throw new PartnerRefusal({ kind: 'sole-owner', businessId: refused.businessId, business: refused.name });
  for (const business of facts.filter((b) => ownerDepartureOf(b) === 'closes')) {
    await tx.execute(sql`update business_invitations set revoked_at = ${at}
      where business_id = ${business.businessId} and accepted_at is null and revoked_at is null`);
    await unpublishBusiness(tx, business.businessId, userId, 'business.close');
  }
}
