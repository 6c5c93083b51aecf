import { type Database, schema } from '@kalendo/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PartnerIds, partnerKit } from './partner-kit.ts';

/**
 * Makes `who` (signed up with `email`) a member of the business in `role` the way people join: the owner
 * invites the address and `who` accepts the e-mailed link.
 */
export async function joinTeam(
  { call }: Pick<ReturnType<typeof partnerKit>, 'call'>,
  database: Database,
  join: { owner: string; ids: PartnerIds; who: string; email: string; role: string },
) {
  const invited = await call(join.owner, 'POST', `${join.ids.base}/team/invitations`, {
    email: join.email,
    role: join.role,
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const [mail] = await database.db
    .select()
    .from(schema.outboxEmails)
    .where(
      and(eq(schema.outboxEmails.to, join.email), sql`${schema.outboxEmails.text} like '%/invitations/%'`),
    )
    .orderBy(desc(schema.outboxEmails.createdAt));
  const token = mail?.text.match(/\/partner\/invitations\/([A-Za-z0-9_-]{43})/)?.[1];
  expect((await call(join.who, 'POST', `/partner/invitations/${token}/accept`)).status).toBe(200);
}
