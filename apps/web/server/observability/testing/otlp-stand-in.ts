import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** A span as OTLP/HTTP JSON carries it, with its attributes flattened and its service. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  service: string;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
type OtlpAttributes = Array<{ key: string; value: OtlpValue }> | undefined;

const flatten = (attributes: OtlpAttributes) =>
  Object.fromEntries(
    (attributes ?? []).map(({ key, value }) => [
      key,
      value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
    ]),
  );

/** A local stand-in for an OpenTelemetry collector: takes OTLP/HTTP JSON at `/v1/traces` and keeps the spans. */
export async function startOtlpStandIn() {
  const spans: ReceivedSpan[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
    if (request.method === 'POST' && request.url === '/v1/traces') {
      const payload = JSON.parse(body.toString('utf8')) as {
        resourceSpans?: Array<{
          resource?: { attributes?: OtlpAttributes };
          scopeSpans?: Array<{
            spans?: Array<{
              traceId: string;
              spanId: string;
              parentSpanId?: string;
              name: string;
              kind: number;
              attributes?: OtlpAttributes;
            }>;
          }>;
        }>;
      };
      for (const resource of payload.resourceSpans ?? []) {
        const service = String(flatten(resource.resource?.attributes)['service.name'] ?? '');
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind,
              attributes: flatten(span.attributes),
              service,
            });
      }
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    async waitFor(test: (spans: ReceivedSpan[]) => boolean, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!test(spans)) {
        if (Date.now() > deadline)
          throw new Error(
            `the OTLP stand-in did not receive the spans expected:\n${JSON.stringify(spans.map((s) => s.name))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
