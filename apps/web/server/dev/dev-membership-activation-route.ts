import type { MembershipChangeOutcome } from '@kalendo/domain';
import type { Hono } from 'hono';
import { z } from 'zod';

/** The place takes a pending membership's payment at the venue and it starts now (issue 15). */
export type ActivateMembership = (membershipId: string) => Promise<MembershipChangeOutcome>;

const MembershipIdSchema = z.uuid();
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * `POST /dev/memberships/{id}/activate`: what the partner portal (issue 22) will let a place do when a
 * member pays at the venue, for trying the whole membership journey before it exists; mounted only with
 * dev tools on. Answers the membership's new status and period; an unknown id is 404, a membership that is
 * not waiting for its payment is 409 with the reason.
 */
export function addDevMembershipActivationRoute(app: Hono, activate: ActivateMembership) {
  app.post('/dev/memberships/:id/activate', async (c) => {
    const id = MembershipIdSchema.safeParse(c.req.param('id'));
    if (!id.success) return c.json({ error: 'not a membership id' }, 404, NO_STORE);
    const outcome = await activate(id.data);
    if (outcome.kind === 'not-found') return c.json({ error: 'no such membership' }, 404, NO_STORE);
    if (outcome.kind === 'refused') return c.json({ error: outcome.reason }, 409, NO_STORE);
    const { status, validFrom, validUntil } = outcome.membership;
    return c.json({ id: id.data, status, validFrom, validUntil }, 200, NO_STORE);
  });
}
