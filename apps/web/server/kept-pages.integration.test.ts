import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGuestBasket } from '../app/shared/basket/guest-basket.ts';
import { createTestServer } from './testing/create-test-server.ts';
import { TEST_ORIGIN } from './testing/form-requests.ts';

const [pglite] = await testDatabaseTargets();

/** The nonce of a page's Content-Security-Policy and every nonce attribute of its HTML. */
async function noncesOf(response: Response) {
  const header = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
  const html = await response.text();
  const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  return { header, inPage: [...inPage], html };
}

describe('pages kept for requests without a cookie that names the visitor (ADR 015)', () => {
  let app: Hono;
  let drop: () => Promise<void>;
  let calls: string[] = [];

  /** A page request, and the API calls its rendering made. */
  async function visit(path: string, headers: Record<string, string> = {}) {
    calls = [];
    const response = await app.request(path, { headers });
    // The kept copy is taken while the page is read: let it settle before the next request.
    const read = await noncesOf(response);
    await new Promise((resolve) => setImmediate(resolve));
    return { response, calls: [...calls], ...read };
  }

  beforeAll(async () => {
    const opened = await (pglite as NonNullable<typeof pglite>).open();
    drop = opened.drop;
    await insertSampleMarketplace(opened.database.db);
    app = await createTestServer(opened.database, { onApiRequest: (path) => calls.push(path) });
  });
  afterAll(() => drop());

  it('renders a page once and answers it again with a new nonce, the same in the header and the page', async () => {
    const first = await visit('/de/home');
    expect(first.response.status).toBe(200);
    expect(first.calls.length).toBeGreaterThan(0);
    const second = await visit('/de/home');
    expect(second.response.status).toBe(200);
    expect(second.calls).toEqual([]);
    expect(second.header).toBeTruthy();
    expect(second.inPage).toEqual([second.header]);
    expect(second.header).not.toBe(first.header);
    expect(second.html.replaceAll(second.header ?? '', 'N')).toBe(
      first.html.replaceAll(first.header ?? '', 'N'),
    );
  });

  it('renders for every request with a cookie of ours that names the visitor, and keeps each language apart', async () => {
    await visit('/en/home');
    // A session or a guest basket on a page the same for everyone: the kept page and an overlay (ADR 040).
    const basket = (await writeGuestBasket([{ sessionId: '00000000-0000-4000-8000-000000000001' }])).split(
      ';',
    )[0];
    for (const own of ['kalendo.session_token=t.s', basket as string]) {
      await visit('/en/basket', { Cookie: own });
      const again = await visit('/en/basket', { Cookie: own });
      expect(again.calls.length, own).toBeGreaterThan(0);
      // The guest basket holds a class spot whose session is gone: the page still renders it (no price).
      if (own === basket) expect(again.response.status).toBe(200);
    }
    for (const own of ['kalendo_flash=x', 'kalendo-consent=necessary']) {
      await visit('/en/home', { Cookie: own });
      expect((await visit('/en/home', { Cookie: own })).calls.length, own).toBeGreaterThan(0);
    }
    const french = await visit('/fr/home');
    expect(french.calls.length).toBeGreaterThan(0);
    expect(french.html).toContain('lang="fr"');
  });

  it('keeps a returning visitor’s page by the places seen, whatever other sites’ cookies it carries', async () => {
    const seen = { Cookie: '_ga=GA1.2.3; kalendo_recent=lotus-center' };
    const first = await visit('/es/home', seen);
    expect(first.calls.length).toBeGreaterThan(0);
    const again = await visit('/es/home', { Cookie: 'kalendo_recent=lotus-center; other=1' });
    expect(again.calls).toEqual([]);
    expect(again.html.replaceAll(again.header ?? '', 'N')).toBe(
      first.html.replaceAll(first.header ?? '', 'N'),
    );
    // Another list of places seen is another page; no cookie at all, another again.
    expect(
      (await visit('/es/home', { Cookie: 'kalendo_recent=no-such-place' })).calls.length,
    ).toBeGreaterThan(0);
    const fresh = await visit('/es/home');
    expect(fresh.calls.length).toBeGreaterThan(0);
    expect(fresh.html.replaceAll(fresh.header ?? '', 'N')).not.toBe(
      first.html.replaceAll(first.header ?? '', 'N'),
    );
  });

  it('keeps a place page with the "recently viewed" cookie it sets, which is made from its URL alone', async () => {
    const first = await visit('/en/location/lotus-center');
    expect(first.response.status).toBe(200);
    const second = await visit('/en/location/lotus-center');
    expect(second.calls).toEqual([]);
    expect(second.response.headers.getSetCookie()).toEqual(first.response.headers.getSetCookie());
    expect(second.response.headers.getSetCookie()[0]).toMatch(/^kalendo_recent=lotus-center;/);
  });

  it('renders again after a successful write through the API', async () => {
    await visit('/it/home');
    expect((await visit('/it/home')).calls).toEqual([]);
    const write = await app.request('/api/v1/basket/check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ items: [] }),
    });
    expect(write.status).toBe(200);
    expect((await visit('/it/home')).calls.length).toBeGreaterThan(0);
  });

  it('never keeps a page whose render is unique (the basket holds its own idempotency key)', async () => {
    const first = await visit('/en/basket');
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    const second = await visit('/en/basket');
    expect(second.html.replaceAll(second.header ?? '', 'N')).not.toBe(
      first.html.replaceAll(first.header ?? '', 'N'),
    );
  });

  it('never keeps a page made of an answer that may not be kept (a place that does not exist)', async () => {
    const first = await visit('/en/location/no-such-place');
    expect(first.response.status).toBe(404);
    expect(first.calls.length).toBeGreaterThan(0);
    expect((await visit('/en/location/no-such-place')).calls.length).toBeGreaterThan(0);
  });
});
