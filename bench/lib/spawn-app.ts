import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url));

export interface App {
  child: ChildProcess;
  port: number;
  /** Milliseconds from spawning the process to its first successful HTTP response. */
  startupMs: number;
  rssMb(): number;
  stop(): Promise<void>;
}

/** Starts the built server (`server/main.ts`) and waits until it answers. */
export async function startApp(env: Record<string, string>): Promise<App> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
    cwd: WEB_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      // Keep only the tail: the server logs every request at level info.
      output = (output + chunk.toString()).slice(-4000);
      const found = output.match(/serving on http:\/\/[^:]+:(\d+)/)?.[1];
      if (found) resolve(Number(found));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  const startupMs = Math.round(performance.now() - started);
  return {
    child,
    port,
    startupMs,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop() {
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
