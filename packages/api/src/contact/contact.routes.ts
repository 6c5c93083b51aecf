import { createRoute } from '@hono/zod-openapi';
import { ContactMessageAcceptedSchema, ContactMessageInputSchema } from '@kalendo/contracts';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { errorResponse } from '../errors/error-response.ts';
import { commonErrorResponses, jsonBody } from '../openapi/error-responses.ts';
import { clientAddress } from '../rate-limit/client-address.ts';
import { createRateLimiter } from '../rate-limit/create-rate-limiter.ts';

export const SUPPORT_EMAIL = 'support@kalendo.app';

const route = createRoute({
  method: 'post',
  path: '/contact-messages',
  tags: ['support'],
  summary: 'Send a message to customer support (5 per 10 minutes per address)',
  request: {
    body: jsonBody(ContactMessageInputSchema),
  },
  responses: {
    202: {
      description: 'Queued for delivery',
      content: { 'application/json': { schema: ContactMessageAcceptedSchema } },
    },
    429: { description: 'Too many messages (`RATE_LIMITED`, with Retry-After)' },
    ...commonErrorResponses,
  },
});

export function contactRoutes(services: Services) {
  const outbox = services.stores.outbox;
  const limiter = createRateLimiter({
    store: services.rateLimits,
    name: 'contact',
    limit: 5,
    windowMs: 10 * 60_000,
  });
  return createRouter().openapi(route, async (c) => {
    const decision = await limiter.hit(clientAddress(c));
    if (!decision.allowed) {
      return errorResponse(c, 'RATE_LIMITED', undefined, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    const input = c.req.valid('json');
    await outbox.enqueue({
      to: SUPPORT_EMAIL,
      subject: `[${input.topic}] ${input.name}`,
      text: `From: ${input.name} <${input.email}>\nTopic: ${input.topic}\nLanguage: ${c.get('locale')}\n\n${input.message}`,
    });
    return c.json({ status: 'accepted' as const }, 202);
  });
}
