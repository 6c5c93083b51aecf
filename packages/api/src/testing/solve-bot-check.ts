import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Proof of work cheap enough for tests, through the same protocol as production. */
export const TEST_BOT_CHECK = { cost: 10, counter: { min: 10, max: 50 } };

/**
 * Fetches a challenge and solves it as the ALTCHA widget does, returning the base64 payload that goes in
 * the `X-Bot-Check` header (API) or the `altcha` form field (web). `request` is `app.request` or `fetch`.
 */
export async function solveBotCheck(
  request: (path: string) => Response | Promise<Response>,
  challengePath = '/bot-check/challenge',
): Promise<string> {
  const challenge = (await (await request(challengePath)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Could not solve the bot check');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
