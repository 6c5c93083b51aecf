import { createRoute } from '@hono/zod-openapi';
import {
  BusinessIdParamsSchema,
  ClientKeyParamsSchema,
  PartnerAuditPageSchema,
  PartnerAuditQuerySchema,
  PartnerClientPageSchema,
  PartnerClientQuerySchema,
  PartnerClientSchema,
  PartnerClientsQuerySchema,
} from '@kalendo/contracts';
import {
  clientSearchTerms,
  decodeClientCursor,
  decodeStartCursor,
  encodeClientCursor,
  encodeStartCursor,
  parseClientKey,
  readableAnswers,
  roleAllows,
} from '@kalendo/domain';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { partnerOf, requirePartnerMember } from './partner-access.ts';
import { json, scopedResponses } from './partner-openapi.ts';

const clientsRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/clients',
  tags: ['partner'],
  summary: 'The clients of the business by name, 30 a page, found by name, e-mail or phone',
  description:
    'Accounts who booked and walk-ins the place named (one client per phone number, or per name without ' +
    'one: ADR 043), with their visits, last and next visit. A staff-role member sees only the clients of ' +
    'their own appointments.',
  request: { params: BusinessIdParamsSchema, query: PartnerClientsQuerySchema },
  responses: { 200: json('A page of clients', PartnerClientPageSchema), ...scopedResponses },
});

const clientRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/clients/{clientKey}',
  tags: ['partner'],
  summary:
    'One client: their visits at the business (newest first, 100 a page) and the forms they filled for it',
  description:
    'Without a cursor the newest visits; `visitsNext` is the cursor of the earlier ones. A staff-role member sees only a client of their own appointments (anyone else is 404), and only those ' +
    'appointments and their forms.',
  request: { params: ClientKeyParamsSchema, query: PartnerClientQuerySchema },
  responses: { 200: json('The client', PartnerClientSchema), ...scopedResponses },
});

const auditRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/audit',
  tags: ['partner'],
  summary: 'The activity of the business, newest first, 50 a page (the owner only)',
  description: 'Who changed what and when: hours, prices, services, staff, appointments moved or cancelled.',
  request: { params: BusinessIdParamsSchema, query: PartnerAuditQuerySchema },
  responses: { 200: json('A page of the activity log', PartnerAuditPageSchema), ...scopedResponses },
});

const noStore = { 'Cache-Control': 'private, no-store' };

/** The clients of a business and its activity log (issue 22, ADR 043). */
export function partnerClientsRoutes(services: Services) {
  const { partnerClients } = services.stores;
  const router = createSessionRouter();
  const base = '/partner/businesses/:businessId';
  for (const path of [`${base}/clients`, `${base}/clients/*`, `${base}/audit`])
    router.use(path, requireSession(services.sessions), requirePartnerMember(services));

  return router
    .openapi(clientsRoute, async (c) => {
      const { businessId, role, userId } = partnerOf(c);
      const { q, cursor } = c.req.valid('query');
      const page = await partnerClients.list({
        businessId,
        viewer: { userId, role },
        now: services.now(),
        search: clientSearchTerms(q),
        after: cursor ? decodeClientCursor(cursor) : null,
      });
      return c.json({ items: page.items, next: page.next && encodeClientCursor(page.next) }, 200, noStore);
    })
    .openapi(clientRoute, async (c) => {
      const { businessId, role, userId } = partnerOf(c);
      const key = parseClientKey(c.req.valid('param').clientKey);
      if (!key) throw new ApiError('NOT_FOUND');
      const { cursor } = c.req.valid('query');
      const found = await partnerClients.read({
        businessId,
        viewer: { userId, role },
        now: services.now(),
        key,
        before: cursor ? decodeStartCursor(cursor) : null,
      });
      if (!found) throw new ApiError('NOT_FOUND');
      const language = c.get('locale');
      const forms = found.forms.map(({ definition, answers, ...form }) => ({
        ...form,
        answers: readableAnswers(definition, answers, language),
      }));
      const visitsNext = found.visitsNext && encodeStartCursor(found.visitsNext);
      return c.json({ client: found.client, visits: found.visits, visitsNext, forms }, 200, noStore);
    })
    .openapi(auditRoute, async (c) => {
      const { businessId, role } = partnerOf(c);
      // ADR 038 gives the owner alone the `own` level; the log shows what managers did too (ADR 043).
      if (!roleAllows(role, 'own')) throw new ApiError('FORBIDDEN');
      const { cursor } = c.req.valid('query');
      const page = await partnerClients.activity({
        businessId,
        after: cursor ? decodeStartCursor(cursor) : null,
      });
      return c.json({ items: page.items, next: page.next && encodeStartCursor(page.next) }, 200, noStore);
    });
}
