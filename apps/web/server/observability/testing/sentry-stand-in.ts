import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of a Sentry envelope: its header (`type`: `event`, `transaction`, …) and its parsed payload. */
export interface EnvelopeItem {
  type: string;
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  /** The payload as sent, for "nothing of this inside" assertions. */
  raw: string;
}

/**
 * Parses Sentry's envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/): a header line,
 * then items, each a header line and a payload of `length` bytes (or up to the next newline).
 */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const line = () => {
    const end = body.indexOf(0x0a, offset);
    const text = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = line();
    if (headerLine.trim() === '') continue;
    const itemHeader = JSON.parse(headerLine) as Record<string, unknown>;
    let raw: string;
    if (typeof itemHeader.length === 'number') {
      raw = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset++;
    } else raw = line();
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // Attachments and other binary items are kept raw only.
    }
    items.push({ type: String(itemHeader.type), header: itemHeader, payload, raw });
  }
  return { header, items };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/**
 * A local stand-in for a Sentry server: takes envelopes at `/api/{project}/envelope/` as Sentry does and
 * keeps their items. `dsn` is what `SENTRY_DSN` is set to.
 */
export async function startSentryStandIn() {
  const items: EnvelopeItem[] = [];
  const waiters = new Set<() => void>();
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
      items.push(...parseEnvelope(body).items);
      for (const wake of waiters) wake();
    }
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    response.end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    origin: `http://127.0.0.1:${port}`,
    items,
    ofType: (type: string) => items.filter((item) => item.type === type),
    /** Resolves once `test` holds for the items received, or rejects after `timeoutMs`. */
    async waitFor(test: (items: EnvelopeItem[]) => boolean, timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!test(items)) {
        if (Date.now() > deadline)
          throw new Error(`the Sentry stand-in did not receive what was expected in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
