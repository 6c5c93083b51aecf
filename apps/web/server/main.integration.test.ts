import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { KEPT_EXTERNAL, SERVER_OUT_DIR } from './build-server.ts';
import { spawnServer, stopSpawnedServers } from './testing/spawn-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'kalendo-main-'));
afterEach(() => stopSpawnedServers());
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  it('exits with the list of every bad setting', async () => {
    const server = spawnServer({ PORT: 'eighty', DATABASE_URL: 'mysql://db', DEFAULT_LOCALE: 'xx' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid environment');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(server.output()).toContain('DEFAULT_LOCALE');
  });

  it('refuses to serve beyond this machine in production without PUBLIC_URL', async () => {
    const server = spawnServer({ NODE_ENV: 'production', HOST: '0.0.0.0', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'PUBLIC_URL: required in production when HOST is not a loopback address',
    );
  });

  it('answers 421 to a poisoned Host header and starts without an unset auth base URL', async () => {
    const server = spawnServer({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: 'https://kalendo.test',
    });
    const port = await server.ready;
    const statusFor = (host: string) =>
      new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/en/home', headers: { Host: host } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await statusFor('evil.example')).toBe(421);
    expect(await statusFor('kalendo.test')).toBe(200);
    // Loopback hosts are served only on a local run, not when PUBLIC_URL names the public origin.
    expect(await statusFor(`127.0.0.1:${port}`)).toBe(421);
    expect(server.output()).not.toMatch(/base ?url/i);
  });

  it('exits with a clear message when the database cannot be reached', async () => {
    const server = spawnServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/kalendo' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Cannot open the database (PostgreSQL at 127.0.0.1:1/kalendo)');
  });

  it('exits with a clear message when a private app names no business', async () => {
    const server = spawnServer({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      APP_MODE: 'private-app',
      PRIVATE_APP_BUSINESS: 'no-such-business',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'PRIVATE_APP_BUSINESS="no-such-business" names no business in the database',
    );
    expect(existsSync(join(dataDir, 'kalendo.lock'))).toBe(false);
  });

  it('holds its PGlite directory: a second process is refused with a message naming it', async () => {
    const first = spawnServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    const port = await first.ready;
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', status: 'up' } });

    const second = spawnServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in "${dataDir}" is already open in another process`,
    );

    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');
    expect(existsSync(join(dataDir, 'kalendo.lock'))).toBe(false);
  });

  it('moves its clock through /dev/clock with DEV_TOOLS=true only: in production without it, no such path', async () => {
    const moveClock = (port: number) =>
      fetch(`http://127.0.0.1:${port}/dev/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ advanceMs: 25 * 3_600_000 }),
      });
    const production = spawnServer({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    const closed = await production.ready;
    expect((await moveClock(closed)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${closed}/dev/mail`)).status).toBe(404);
    production.process.kill('SIGTERM');
    expect(await production.exited).toBe(0);

    const tools = spawnServer({
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
    });
    const open = await tools.ready;
    const moved = await moveClock(open);
    expect(moved.status).toBe(200);
    const { now, offsetMs } = (await moved.json()) as { now: string; offsetMs: number };
    expect(offsetMs).toBe(25 * 3_600_000);
    expect(Date.parse(now) - Date.now()).toBeGreaterThan(25 * 3_600_000 - 60_000);
    expect((await fetch(`http://127.0.0.1:${open}/dev/mail`)).status).toBe(200);
  });

  it('is served as JavaScript: `npm run serve` starts the built server with TypeScript stripping off', async () => {
    const server = spawnServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' }, { asServed: true });
    const port = await server.ready;
    const page = await fetch(`http://127.0.0.1:${port}/de/404`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<html lang="de"');
    expect(server.output()).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|ERR_MODULE_NOT_FOUND/);
  });

  const servedModules = () =>
    readdirSync(SERVER_OUT_DIR, { encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(SERVER_OUT_DIR, name), 'utf8'));

  it('is built one byte a character: V8 holds a chunk with one character past Latin-1 as two bytes each', () => {
    const modules = servedModules();
    expect(modules.length).toBeGreaterThan(1);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for characters past Latin-1.
    expect(modules.filter((source) => /[^\u0000-\u00ff]/.test(source))).toEqual([]);
  });

  it('is one bundle with its pages and dependencies: it imports from node_modules only what cannot be bundled', () => {
    // Minified, an import is `from"x"` or `import("x")`, with no space: a message that quotes one has a space.
    const imported = servedModules().flatMap((source) =>
      [...source.matchAll(/(?:\bfrom|\bimport\()"((?:\.\.?\/)?[\w@][\w@/.:-]*)"/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    const packages = imported.filter((specifier) => !specifier.startsWith('.') && !isBuiltin(specifier));
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.filter((specifier) => !KEPT_EXTERNAL.test(specifier))).toEqual([]);
    expect(imported.filter((specifier) => specifier.includes('build/server'))).toEqual([]);
  });

  it('finishes a request in flight when asked to stop', async () => {
    const server = spawnServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    const port = await server.ready;
    const inFlight = fetch(`http://127.0.0.1:${port}/en/home`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.process.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
  });
});
