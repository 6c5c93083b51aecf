import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiEnv } from '../deps.ts';
import { createDatabaseAvailability } from './database-availability.ts';
import { databaseGate } from './database-gate.ts';

describe('the database gate', () => {
  it('keeps nothing of a finished request: its outage listener goes with it', async () => {
    const availability = createDatabaseAvailability({ ping: async () => {} });
    let listening = 0;
    const onceDown = availability.onceDown;
    availability.onceDown = (listener) => {
      listening++;
      const stop = onceDown(listener);
      return () => {
        listening--;
        stop();
      };
    };
    const app = new Hono<ApiEnv>();
    app.use(databaseGate(availability));
    app.get('/places', (c) => c.json({ ok: true }));
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.request('/places')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(listening).toBe(0);
  });

  it('answers a request still waiting on the database with 503 once an outage is declared', async () => {
    let reachable = true;
    const availability = createDatabaseAvailability({
      ping: async () => {
        if (!reachable) throw new Error('refused');
      },
    });
    const app = new Hono<ApiEnv>();
    app.use(databaseGate(availability));
    app.get('/stuck', () => new Promise<Response>(() => {}));
    const waiting = app.request('/stuck');
    await new Promise((resolve) => setTimeout(resolve, 10));
    reachable = false;
    await availability.check();
    const answer = await waiting;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    availability.stop();
  });
});
