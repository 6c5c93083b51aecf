import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  process: ChildProcess;
  output: () => string;
  /** Resolves with the port once the server says it is serving, or rejects when it exits first. */
  ready: Promise<number>;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Stops every server a test started and did not stop itself (a failed assertion must not leave one behind). */
export async function stopSpawnedServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

/** Starts `server/main.ts` as its own process (the same Node that runs the tests: Node 24). */
export function spawnServer(env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
    cwd: WEB_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/serving on http:\/\/[^:]+:(\d+)/)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then((code) => reject(new Error(`server exited with ${code} before serving:\n${output}`)));
  });
  ready.catch(() => {});
  return { process: child, output: () => output, ready, exited };
}
