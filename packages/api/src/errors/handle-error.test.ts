import { PartnerRefusal } from '@kalendo/db';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiEnv } from '../deps.ts';
import { requestLocale } from '../locale/request-locale.ts';
import { createErrorHandler } from './handle-error.ts';

/** An API whose one route throws `error`, answered by the error handler. */
function throwing(error: Error) {
  const reported: unknown[] = [];
  const app = new Hono<ApiEnv>();
  app.use(requestLocale);
  app.get('/', () => {
    throw error;
  });
  app.onError(
    createErrorHandler({
      logger: { info: () => {}, error: () => {} } as never,
      reportError: (error) => reported.push(error),
    }),
  );
  return { app, reported };
}

describe('the error handler', () => {
  it("answers a refusal no route turned into its error as the routes do: a busy teacher's 409, in the caller's language", async () => {
    const { app, reported } = throwing(
      new PartnerRefusal({ kind: 'teacher-busy', conflict: 'class-session' }),
    );
    const response = await app.request('/', { headers: { 'Accept-Language': 'bg' } });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { code: string; message: string; details: unknown } };
    expect(body.error).toMatchObject({ code: 'CONFLICT', details: { conflict: 'class-session' } });
    expect(body.error.message).toMatch(/друго занятие/);
    expect(reported).toEqual([]);
  });

  it("answers a write PostgreSQL aborted to break a lock cycle (40P01, through Drizzle's wrapper) as a 409 to retry, unreported", async () => {
    const aborted = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    });
    const { app, reported } = throwing(aborted);
    const response = await app.request('/', { headers: { 'Accept-Language': 'de' } });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('CONFLICT');
    expect(body.error.message).not.toBe('');
    expect(reported).toEqual([]);
  });

  it('still answers an unknown error as a 500, reported', async () => {
    const { app, reported } = throwing(new Error('boom'));
    expect((await app.request('/')).status).toBe(500);
    expect(reported).toHaveLength(1);
  });
});
