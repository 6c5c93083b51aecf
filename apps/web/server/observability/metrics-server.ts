import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * `GET /metrics` in Prometheus's text format on a port of its own (`METRICS_PORT`, ADR 021): not reachable
 * through the public port, so a load balancer that forwards only that one never exposes it.
 */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    try {
      const text = await registry.metrics();
      response
        .writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
        .end(text);
    } catch (error) {
      response
        .writeHead(500, { 'Content-Type': 'text/plain' })
        .end(`metrics failed: ${(error as Error).message}`);
    }
  });
  server.listen(port, host);
  await once(server, 'listening');
  return server;
}
