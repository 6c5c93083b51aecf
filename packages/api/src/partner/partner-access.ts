import { type PartnerAccess, type PartnerRole, roleAllows } from '@kalendo/domain';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Services } from '../create-services.ts';
import type { SessionEnv } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one write every member may make: leaving the business (ADR 049). */
const LEAVE = /\/partner\/businesses\/[^/]+\/team\/leave$/;

/**
 * What an operation on a business needs: reading is for every member, any other method changes it, but
 * leaving the team is every member's own choice.
 */
const accessOf = (method: string, path: string): PartnerAccess =>
  method === 'GET' || method === 'HEAD' || (method === 'POST' && LEAVE.test(path)) ? 'read' : 'write';

/**
 * The one scoping rule of the partner API (ADR 038), on every `/partner/businesses/{businessId}/…` path:
 * the caller's membership of the business in the path decides. Not a member (or no such business) → 404,
 * never revealing that it exists; a role too low for the method → 403. Handlers read `c.var.partner` and
 * pass its business id to every query.
 */
export function requirePartnerMember(services: Services) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const businessId = c.req.param('businessId') ?? '';
    if (!UUID.test(businessId)) throw new ApiError('NOT_FOUND');
    // Routers of the partner API mounted side by side each guard their paths: the rule runs once a request.
    if (c.get('partner')?.businessId === businessId.toLowerCase()) return next();
    const role = await services.stores.partnerBusinesses.roleOf(businessId.toLowerCase(), c.get('user').id);
    if (!role) throw new ApiError('NOT_FOUND');
    if (!roleAllows(role, accessOf(c.req.method, c.req.path))) throw new ApiError('FORBIDDEN');
    c.set('partner', { businessId: businessId.toLowerCase(), role });
    await next();
  });
}

/** The business the caller acts on and who they are, as `requirePartnerMember` resolved them. */
export function partnerOf(c: Context<SessionEnv>): { businessId: string; role: PartnerRole; userId: string } {
  const partner = c.get('partner');
  // A route mounted without the rule must fail closed, never act on an unchecked business.
  if (!partner) throw new Error('partner route without requirePartnerMember');
  return { ...partner, userId: c.get('user').id };
}
