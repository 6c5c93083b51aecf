import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the deployment behind the proxy serves as `/sw.js` (issue 26): the server's own worker; a new build
 * (the same worker with another version, as a deploy gives); a broken build (a script that does not parse);
 * a failing server (500); a deployment without the worker (404).
 */
export type ServedWorker = 'current' | 'next' | 'broken' | 'failing' | 'gone';

export interface BuildSwitcher {
  /** The proxy's origin: open the app here. */
  url: string;
  /** Switches what is served; returns the number of the deployment now served (`+deploy-N` in its version). */
  serve(worker: ServedWorker): number;
  close(): Promise<void>;
}

/**
 * A stand-in for deployments: an HTTP proxy in front of the server under test that passes everything
 * through but `/sw.js`, which it switches between builds. Every `serve('next')` is one more deployment.
 */
export async function startBuildSwitcher(upstream: string): Promise<BuildSwitcher> {
  const target = new URL(upstream);
  let served: ServedWorker = 'current';
  let deployments = 0;

  const server = createServer((incoming, outgoing) => {
    const isWorker = new URL(incoming.url ?? '/', 'http://proxy').pathname === '/sw.js';
    if (isWorker && served === 'failing') return outgoing.writeHead(500).end('Internal Server Error');
    if (isWorker && served === 'gone') return outgoing.writeHead(404).end('Not Found');
    if (isWorker && served === 'broken') {
      outgoing.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
      return outgoing.end(
        `// Kalendo service worker, a broken build ${deployments}\nself.addEventListener('install', () => {\n`,
      );
    }
    const upstreamRequest = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        // The worker is rewritten as text: ask for it uncompressed.
        headers: {
          ...incoming.headers,
          host: target.host,
          ...(isWorker ? { 'accept-encoding': 'identity' } : {}),
        },
      },
      (answer) => {
        if (isWorker && served === 'next') {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const script = Buffer.concat(chunks).toString('utf8');
            // A new build is a new version string in the worker (the server renders its build id there).
            const next = script.replace(
              /const VERSION = "([^"]*)";/,
              `const VERSION = "$1+deploy-${deployments}";`,
            );
            const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = answer.headers;
            outgoing.writeHead(answer.statusCode ?? 200, headers).end(next);
          });
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstreamRequest.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve(worker) {
      if (worker === 'next' || worker === 'broken') deployments++;
      served = worker;
      return deployments;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
