import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';

/**
 * Serves the bare reference page (build it first with `react-router build` in this folder) on an
 * ephemeral port of 127.0.0.1 and prints "bare page on http://127.0.0.1:{port}". Always production React.
 */
const build = (await import(new URL('./build/server/index.js', import.meta.url).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const app = new Hono();
app.all('*', (c) => handle(c.req.raw));
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  console.info(`bare page on http://127.0.0.1:${info.port}`);
});
process.stdin.on('end', () => server.close());
process.stdin.resume();
process.on('SIGTERM', () => server.close(() => process.exit(0)));
