import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';

/**
 * The native shell's web view, as far as a browser can stand in for it (ADR 004): the SPA build served
 * as files from its own origin, any other path answered with its `index.html` (as Capacitor's local
 * server does), and `/api/` passed on to the Kalendo server under test (the shell's native HTTP).
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export function startSpaServer(options: { root: string; api: string; port: number }): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname.startsWith('/api/')) {
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : Readable.toWeb(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host') headers.set(name, value);
      }
      const answer = await fetch(`${options.api}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: body as BodyInit | undefined,
        duplex: 'half',
        redirect: 'manual',
      } as RequestInit);
      const passed: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length') passed[name] = value;
      });
      response.writeHead(answer.status, passed);
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const path = normalize(join(options.root, decodeURIComponent(url.pathname)));
    const file =
      path.startsWith(options.root) && existsSync(path) && statSync(path).isFile()
        ? path
        : join(options.root, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(options.port, '127.0.0.1', () => resolve(server)));
}
