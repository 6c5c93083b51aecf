import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How `npm run serve` starts the server: a server started "as served" gets the same heap sizes, malloc arenas
 * and silenced deprecations (`url.parse` in web-push, bundled: Node no longer sees it come from node_modules).
 */
const SERVE_SCRIPT = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { serve: string };
  }
).scripts.serve;
export const SERVE_FLAGS =
  SERVE_SCRIPT.match(
    /--max-(?:old|semi)-space-size=\d+|--no-experimental-strip-types|--disable-warning=DEP\d+/g,
  ) ?? [];
/** The script the serve script runs: the server built to JavaScript (`server/build-server.ts`). */
const SERVED_SCRIPT = SERVE_SCRIPT.match(/(\S+\.js)$/)?.[1] ?? 'server/main.ts';
/** The environment the serve script sets before `node` (`MALLOC_ARENA_MAX`). */
export const SERVE_ENV = Object.fromEntries(
  [...SERVE_SCRIPT.matchAll(/(?:^|\s)(MALLOC_ARENA_MAX)=(\d+)/g)].map((match) => [match[1], match[2]]),
) as Record<string, string>;

export interface RunningServer {
  process: ChildProcess;
  output: () => string;
  /** Resolves with the port once the server says it is serving, or rejects when it exits first. */
  ready: Promise<number>;
  exited: Promise<number | null>;
}

export interface NodeServer {
  /** The folder the script runs in. */
  cwd: string;
  script: string;
  /** Node flags before the script. */
  flags?: string[];
  /** The environment besides `PATH`. */
  env: Record<string, string>;
  /** Matches the line the server logs once it listens; group 1 is the port. */
  listening: RegExp;
  /** Keeps only this many characters of the output (a server that logs every request); default all. */
  outputTail?: number;
  /** Keeps the server's stdin open while this process lives (a server that exits when it closes). */
  stdin?: boolean;
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

/** Starts a Node server script as its own process (the same Node that runs the caller: Node 24). */
export function spawnNodeServer(server: NodeServer): RunningServer {
  const flags = ['--disable-warning=ExperimentalWarning', ...(server.flags ?? [])];
  const child = spawn(process.execPath, [...flags, server.script], {
    cwd: server.cwd,
    env: { PATH: process.env.PATH ?? '', ...server.env },
    stdio: [server.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
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
      const port = output.match(server.listening)?.[1];
      if (server.outputTail !== undefined) output = output.slice(-server.outputTail);
      if (port) resolve(Number(port));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then((code) => reject(new Error(`server exited with ${code} before serving:\n${output}`)));
  });
  ready.catch(() => {});
  return { process: child, output: () => output, ready, exited };
}

/**
 * Starts the web server (`server/main.ts`, the build it serves) as its own process, on a free port of
 * 127.0.0.1 unless `env` says otherwise; `asServed` starts it as `npm run serve` does (the server built to
 * JavaScript, heap sizes, malloc arenas).
 */
export function spawnServer(
  env: Record<string, string>,
  options: Pick<NodeServer, 'outputTail' | 'stdin'> & { asServed?: boolean } = {},
): RunningServer {
  return spawnNodeServer({
    cwd: WEB_DIR,
    script: options.asServed ? SERVED_SCRIPT : 'server/main.ts',
    flags: options.asServed ? SERVE_FLAGS : [],
    env: { ...(options.asServed ? SERVE_ENV : {}), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    listening: /serving on http:\/\/[^:]+:(\d+)/,
    ...(options.outputTail === undefined ? {} : { outputTail: options.outputTail }),
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
  });
}
