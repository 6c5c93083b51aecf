import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSecurityHeaders } from './security-headers.ts';

async function policyOf(mapStyleUrl?: string, path = '/en/search', errorReportingDsn?: string) {
  const headers = createSecurityHeaders(mapStyleUrl, errorReportingDsn);
  const app = new Hono();
  app.use((c, next) => (path.includes('/embed/') ? headers.embed(c, next) : headers.app(c, next)));
  app.get('*', (c) => c.text('ok'));
  const csp = (await app.request(path)).headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
}

describe('security headers for the map', () => {
  it('lets MapLibre run its worker from our origin and decode blob: and data: images', async () => {
    const policy = await policyOf();
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(['blob:', 'data:']));
    expect(policy['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
  });

  it('allows requests to the origin of MAP_STYLE_URL only (app and embed pages)', async () => {
    const url = 'https://tiles.example.com:8443/styles/bright/style.json?key=abc';
    for (const path of ['/en/search', '/en/embed/business']) {
      const policy = await policyOf(url, path);
      expect(policy['connect-src']).toContain('https://tiles.example.com:8443');
      expect(policy['connect-src']?.join(' ')).not.toContain('styles');
      expect(policy['script-src']).not.toContain('https://tiles.example.com:8443');
    }
  });
});

describe('security headers for error reporting (ADR 021)', () => {
  it('allows requests to the DSN’s origin only when a DSN is configured', async () => {
    expect((await policyOf())['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    const dsn = 'https://public@o1.ingest.sentry.example:443/42';
    for (const path of ['/en/search', '/en/embed/business']) {
      const policy = await policyOf(undefined, path, dsn);
      expect(policy['connect-src']).toContain('https://o1.ingest.sentry.example');
      expect(policy['connect-src']?.join(' ')).not.toContain('public@');
      expect(policy['script-src']).not.toContain('https://o1.ingest.sentry.example');
    }
  });
});
