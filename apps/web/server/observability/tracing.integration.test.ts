import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, stopSpawnedServers } from '../testing/spawn-server.ts';
import { startOtlpStandIn } from './testing/otlp-stand-in.ts';
import { startSentryStandIn } from './testing/sentry-stand-in.ts';

/** OpenTelemetry traces over OTLP (issue 21, ADR 021): the server process against a local collector. */
describe('traces of the server process over OTLP', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalendo-tracing-'));
  let otlp: Awaited<ReturnType<typeof startOtlpStandIn>>;
  let base = '';
  let sentry: Awaited<ReturnType<typeof startSentryStandIn>>;

  beforeAll(async () => {
    otlp = await startOtlpStandIn();
    sentry = await startSentryStandIn();
    const server = spawnServer({
      SENTRY_DSN: sentry.dsn,
      DATA_DIR: dataDir,
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
      SENTRY_TRACES_SAMPLE_RATE: '1',
    });
    base = `http://127.0.0.1:${await server.ready}`;
  });
  afterAll(async () => {
    await stopSpawnedServers();
    await otlp.close();
    await sentry.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('continues the browser’s traceparent with the API’s server span and its SQL', async () => {
    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const response = await fetch(`${base}/api/v1/search?q=lotus`, {
      headers: { traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(response.status).toBe(200);
    console.info(
      'SPANS',
      traceId,
      JSON.stringify(
        otlp.spans.filter((s) => s.kind !== 3).map((s) => [s.name, s.kind, s.traceId, s.parentSpanId]),
      ),
    );
    await otlp.waitFor((spans) => spans.some((span) => span.traceId === traceId && span.kind === 2));
    const trace = otlp.spans.filter((span) => span.traceId === traceId);
    const server = trace.find((span) => span.kind === 2);
    expect(server).toMatchObject({ parentSpanId: parentId, name: 'GET /api/v1/search' });
    expect(server?.attributes['http.route']).toBe('/api/v1/search');
    expect(server?.attributes['kalendo.request_id']).toBe(response.headers.get('x-request-id'));
    await otlp.waitFor((spans) =>
      spans.some((span) => span.traceId === traceId && span.attributes['db.system.name']),
    );
    const statements = trace.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    // Statements with their placeholders: never the values searched for.
    for (const statement of statements) expect(JSON.stringify(statement.attributes)).not.toContain('lotus');
  });
});
