import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, spawnServer, stopSpawnedServers } from './testing/spawn-server.ts';

/** A content system that is up but failing: every page answers 503. */
function startFailingCms(): Promise<Server> {
  const cms = createServer((_request, response) => response.writeHead(503).end('maintenance'));
  return new Promise((resolve) => cms.listen(0, '127.0.0.1', () => resolve(cms)));
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** The titles of the bundled Markdown (`packages/i18n/content`). */
const BUNDLED_TITLES = {
  'en/pages/privacy-policy': 'Privacy Policy',
  'en/pages/terms': 'Terms of Use',
  'en/pages/cookies': 'Cookies Policy',
  'de/pages/privacy-policy': 'Datenschutzerklärung',
};

/**
 * Issue 13, item 10: the policy pages come from the content system (`CMS_URL`) through the real server
 * process (main.ts gives `createHttpContentSource` the bundled Markdown as its fallback). While the
 * content system is down or failing, every page is a 200 with the bundled text, not a 503.
 */
function describePolicyPagesWhile(state: string, cmsUrl: () => Promise<string>) {
  describe(`policy pages while the content system is ${state}`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalendo-content-'));
    let server: RunningServer;
    let origin = '';

    beforeAll(async () => {
      server = spawnServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', CMS_URL: await cmsUrl() });
      origin = `http://127.0.0.1:${await server.ready}`;
    });
    afterAll(async () => {
      await stopSpawnedServers();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it.each(Object.entries(BUNDLED_TITLES))('/%s shows the bundled page', async (path, title) => {
      const response = await fetch(`${origin}/${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    });

    it('answers the API read with the bundled page in the asked language, and logs why', async () => {
      const response = await fetch(`${origin}/api/v1/content/terms`, {
        headers: { 'Accept-Language': 'fr' },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { locale: string }).locale).toBe('fr');
      expect(server.output()).toContain('content system failed: bundled page served');
    });
  });
}

let failingCms: Server;
beforeAll(async () => {
  failingCms = await startFailingCms();
});
afterAll(() => new Promise<void>((resolve) => failingCms.close(() => resolve())));

describePolicyPagesWhile('down', async () => {
  // A port that was just free again: nothing listens there (connection refused).
  const gone = await startFailingCms();
  const port = portOf(gone);
  await new Promise((resolve) => gone.close(resolve));
  return `http://127.0.0.1:${port}/`;
});
describePolicyPagesWhile('failing with 503', async () => `http://127.0.0.1:${portOf(failingCms)}/`);
