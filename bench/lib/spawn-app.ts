import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const BARE_PAGE_DIR = fileURLToPath(new URL('../bare-page/', import.meta.url));
const API_TESTING_DIR = fileURLToPath(new URL('../../packages/api/src/testing/', import.meta.url));

export interface App {
  child: ChildProcess;
  port: number;
  /** Milliseconds from spawning the process to its first successful HTTP response. */
  startupMs: number;
  rssMb(): number;
  /** CPU time the process has used so far (user + system), in ms: a cost the machine's load hardly moves. */
  cpuMs(): number;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL (a crash: no request is finished, no connection closed), then waits for the exit. */
  kill(): Promise<void>;
}

/** How `npm run serve` starts the server (its heap sizes, its malloc arenas): the bench runs it the same way. */
const SERVE_SCRIPT = (
  JSON.parse(readFileSync(new URL('../../apps/web/package.json', import.meta.url), 'utf8')) as {
    scripts: { serve: string };
  }
).scripts.serve;
const SERVE_FLAGS = SERVE_SCRIPT.match(/--max-(?:old|semi)-space-size=\d+/g) ?? [];
const SERVE_ENV = Object.fromEntries(
  [...SERVE_SCRIPT.matchAll(/(?:^|\s)(MALLOC_ARENA_MAX)=(\d+)/g)].map((match) => [match[1], match[2]]),
) as Record<string, string>;

interface ServerProcess {
  cwd: string;
  script: string;
  /** Node flags before the script. */
  flags?: string[];
  env: Record<string, string>;
  /** Matches the line the server logs once it listens; group 1 is the port. */
  ready: RegExp;
}

/** Spawns a Node server script, waits for its "listening" line and its first answer from /api/v1/health. */
async function spawnServer({ cwd, script, env, ready, flags = [] }: ServerProcess): Promise<App> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...flags, script], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    // stdin stays open while this process lives: `serve-api` exits when it closes (no orphans after a crash).
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      // Keep only the tail: the server may log every request.
      output = (output + chunk.toString()).slice(-4000);
      const found = output.match(ready)?.[1];
      if (found) resolve(Number(found));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  const startupMs = Math.round(performance.now() - started);
  let stopping = false;
  // A server that ends while it is being measured says why (the tail of its output), instead of vanishing.
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`${script} exited while measured (code ${code}, signal ${signal}):\n${output}`);
  });
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    child,
    port,
    startupMs,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    cpuMs() {
      // Fields 14 and 15 of /proc/{pid}/stat (after the command name, which may hold spaces), in ticks of 10 ms.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

/** Starts the built server (`server/main.ts`) and waits until it answers. */
export function startApp(env: Record<string, string>): Promise<App> {
  return spawnServer({
    cwd: WEB_DIR,
    script: 'server/main.ts',
    flags: SERVE_FLAGS,
    env: { ...SERVE_ENV, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    ready: /serving on http:\/\/[^:]+:(\d+)/,
  });
}

/**
 * Starts the built server on a fresh embedded database of its own (seeded with the demo data on start);
 * `stop()` also removes that database.
 */
export async function startDemoApp(env: Record<string, string> = {}): Promise<App> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalendo-bench-app-'));
  const app = await startApp({ DATA_DIR: dataDir, ...env }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...app,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the API alone (`packages/api/src/testing/serve-api.ts`, no web build needed) on a migrated
 * PostgreSQL database, answering under /api/v1; several can share one database.
 */
export function startApiServer(env: { DATABASE_URL: string; PORT: number; DATABASE_POOL_SIZE?: number }) {
  return spawnServer({
    cwd: API_TESTING_DIR,
    script: 'serve-api.ts',
    env: {
      DATABASE_URL: env.DATABASE_URL,
      PORT: String(env.PORT),
      DATABASE_POOL_SIZE: String(env.DATABASE_POOL_SIZE ?? 10),
    },
    ready: /ready on http:\/\/[^:]+:(\d+)/,
  });
}

/** The bare React Router page of `bench/bare-page` (built first), production React: the reference. */
export function startBarePage() {
  return spawnServer({
    cwd: BARE_PAGE_DIR,
    script: 'server.ts',
    env: { NODE_ENV: 'production' },
    ready: /bare page on http:\/\/[^:]+:(\d+)/,
  });
}
