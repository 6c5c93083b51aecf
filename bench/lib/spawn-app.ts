import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type RunningServer,
  spawnNodeServer,
  spawnServer,
} from '../../apps/web/server/testing/spawn-server.ts';

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

/** Spawns a Node server, waits for its "listening" line and its first answer from /api/v1/health. */
async function measured(server: RunningServer, script: string): Promise<App> {
  const started = performance.now();
  const child = server.process;
  const port = await server.ready;
  await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  const startupMs = Math.round(performance.now() - started);
  let stopping = false;
  // A server that ends while it is being measured says why (the tail of its output), instead of vanishing.
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`${script} exited while measured (code ${code}, signal ${signal}):\n${server.output()}`);
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

/** Keep only the tail of a server's output: it may log every request. */
const TAIL = 4000;

/** Starts the server as `npm run serve` does (built to JavaScript) and waits until it answers. */
export function startApp(env: Record<string, string>): Promise<App> {
  return measured(spawnServer(env, { asServed: true, outputTail: TAIL, stdin: true }), 'the served server');
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
  const server = spawnNodeServer({
    cwd: API_TESTING_DIR,
    script: 'serve-api.ts',
    // `BENCH_CPU_PROFILE_DIR=dir`: each API process writes a V8 CPU profile there when it exits.
    flags: process.env.BENCH_CPU_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
      : [],
    env: {
      DATABASE_URL: env.DATABASE_URL,
      PORT: String(env.PORT),
      DATABASE_POOL_SIZE: String(env.DATABASE_POOL_SIZE ?? 10),
    },
    listening: /ready on http:\/\/[^:]+:(\d+)/,
    outputTail: TAIL,
    // stdin stays open while this process lives: `serve-api` exits when it closes (no orphans after a crash).
    stdin: true,
  });
  return measured(server, 'serve-api.ts');
}

/** The bare React Router page of `bench/bare-page` (built first), production React: the reference. */
export function startBarePage() {
  const server = spawnNodeServer({
    cwd: BARE_PAGE_DIR,
    script: 'server.ts',
    env: { NODE_ENV: 'production' },
    listening: /bare page on http:\/\/[^:]+:(\d+)/,
    outputTail: TAIL,
    stdin: true,
  });
  return measured(server, 'server.ts');
}
