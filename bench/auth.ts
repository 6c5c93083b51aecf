import { CLIENT_ADDRESS_HEADER, createApi, createBotCheck, createFileContentSource } from '@kalendo/api';
import { solveBotCheck } from '@kalendo/api/testing';
import { createDb, runMigrations } from '@kalendo/db';
import { CONTENT_DIR } from '@kalendo/i18n/content-dir';
import { type BenchRow, report } from './lib/report.ts';
import { percentile, roundMs, timeRuns } from './lib/timings.ts';

const ORIGIN = 'http://localhost';
const SECRET = 'bench-secret-that-is-long-enough-0123456789';

function rows(name: string, times: number[], budget?: number): BenchRow[] {
  return [
    {
      name: `${name}: p95 (${times.length} runs)`,
      value: roundMs(percentile(times, 95)),
      unit: 'ms',
      budget,
    },
    { name: `${name}: p50`, value: roundMs(percentile(times, 50)), unit: 'ms' },
  ];
}

/**
 * Issue 4: the cost of signing in (scrypt password check + session row, through the whole API on
 * PGlite) and of the bot check: issuing a challenge and checking a solution on the server, and solving
 * one at the production difficulty on one core (the browser uses several workers).
 */
export async function benchAuth(): Promise<boolean> {
  const database = await createDb({ dataDir: 'memory://' });
  try {
    await runMigrations(database.db);
    const api = createApi({
      database,
      version: 'bench',
      build: 'bench',
      content: createFileContentSource(CONTENT_DIR),
      authSecret: SECRET,
      publicOrigin: ORIGIN,
    });
    const post = (path: string, body: unknown, run: number, botCheck?: string) =>
      api.request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: ORIGIN,
          // A new address per request: the per-address rate limit is not what is measured.
          [CLIENT_ADDRESS_HEADER]: `10.0.${Math.floor(run / 250)}.${run % 250}`,
          ...(botCheck ? { 'X-Bot-Check': botCheck } : {}),
        },
        body: JSON.stringify(body),
      });
    const account = { name: 'Bench User', email: 'bench@example.com', password: 'a-long-password-1' };
    const solution = await solveBotCheck((path) => api.request(`${ORIGIN}${path}`));
    if ((await post('/auth/sign-up/email', account, 0, solution)).status !== 200)
      throw new Error('sign-up failed');

    const signIns = await timeRuns(200, async (run) => {
      const response = await post(
        '/auth/sign-in/email',
        { email: account.email, password: account.password },
        run + 1,
      );
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    });
    const challenges = await timeRuns(500, async () => api.request('/bot-check/challenge'));

    let spent = 0;
    const botCheck = createBotCheck({
      secret: SECRET,
      now: () => new Date(),
      spend: async () => ++spent > 0,
    });
    const payloads: string[] = [];
    const solves = await timeRuns(10, async () => {
      payloads.push(await solveBotCheck(async () => Response.json(await botCheck.challenge())));
    });
    const verifications = await timeRuns(payloads.length, (run) => botCheck.verify(payloads[run]));
    return report('auth', [
      ...rows('sign-in, email + password (whole API, PGlite)', signIns),
      ...rows('bot check: issue a challenge (API)', challenges),
      ...rows('bot check: check a solution (server)', verifications),
      ...rows('bot check: solve at production difficulty (1 core)', solves),
    ]);
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  if (!(await benchAuth())) process.exitCode = 1;
}
