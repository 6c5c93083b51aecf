import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router.ts';
import { commonErrorResponses } from '../openapi/error-responses.ts';
import type { BotCheck } from './create-bot-check.ts';

const BotCheckChallengeSchema = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .openapi('BotCheckChallenge');

const route = createRoute({
  method: 'get',
  path: '/bot-check/challenge',
  tags: ['account'],
  summary: 'A fresh ALTCHA proof-of-work challenge (sign-up, password reset, sign-in after failures)',
  description:
    'Solve it with the ALTCHA widget or altcha-lib and send the base64 payload in the `X-Bot-Check` header. ' +
    'Each solution is accepted once.',
  responses: {
    200: {
      description: 'The challenge',
      content: { 'application/json': { schema: BotCheckChallengeSchema } },
    },
    ...commonErrorResponses,
  },
});

export function botCheckRoutes(botCheck: BotCheck) {
  return createRouter().openapi(route, async (c) => {
    c.header('Cache-Control', 'no-store');
    const challenge = await botCheck.challenge();
    return c.json({ parameters: { ...challenge.parameters }, signature: challenge.signature }, 200);
  });
}
