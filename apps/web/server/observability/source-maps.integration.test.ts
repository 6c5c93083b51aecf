import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sourceMapUpload } from './source-maps.ts';
import { type ReceivedBundle, startSentryApiStandIn } from './testing/sentry-api-stand-in.ts';

const TOKEN = 'sntrys_test-token';
const RELEASE = 'kalendo@1.2.3+ci-7';

/** A small app: an entry that loads a second chunk, so the build has two scripts and two maps. */
function writeFixture(root: string) {
  mkdirSync(join(root, 'src'), { recursive: true });
  writeFileSync(join(root, 'src/main.js'), "import('./lazy.js').then((lazy) => lazy.greet('Ana'));\n");
  writeFileSync(
    join(root, 'src/lazy.js'),
    "export function greet(name) {\n  throw new Error('no ' + name);\n}\n",
  );
}

/** Builds the fixture as the app's browser (`client`) or server (`ssr`) environment; returns its files. */
async function buildFixture(root: string, outDir: string, settings: Record<string, string>, ssr = false) {
  const maps = sourceMapUpload(settings);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: maps.plugins,
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: maps.sourcemap,
      ...(ssr
        ? { ssr: join(root, 'src/main.js') }
        : { rolldownOptions: { input: join(root, 'src/main.js') } }),
    },
  });
  return new Map(
    (readdirSync(outDir, { recursive: true }) as string[])
      .filter((file) => file.includes('.'))
      .map((file) => [file, readFileSync(join(outDir, file), 'utf8')]),
  );
}

describe('source maps at build time (ADR 021)', () => {
  let root: string;
  let standIn: Awaited<ReturnType<typeof startSentryApiStandIn>>;
  let configured: Record<string, string>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'kalendo-source-maps-'));
    writeFixture(root);
    // The CLI keeps its caches (an organization's region) in a directory of its own: one per run.
    vi.stubEnv('SENTRY_CONFIG_DIR', join(root, 'sentry-cli'));
    standIn = await startSentryApiStandIn({ token: TOKEN });
    configured = {
      SENTRY_AUTH_TOKEN: TOKEN,
      SENTRY_ORG: 'kalendo',
      SENTRY_PROJECT: 'web',
      SENTRY_URL: standIn.url,
      APP_VERSION: '1.2.3',
      BUILD_ID: 'ci-7',
    };
  });

  afterAll(async () => {
    await standIn.close();
    vi.unstubAllEnvs();
    rmSync(root, { recursive: true, force: true });
  });

  it('leaves the build unchanged when not configured: no map, no plugin, no request', async () => {
    expect(sourceMapUpload({ SENTRY_URL: standIn.url })).toEqual({ sourcemap: false, plugins: [] });
    const plain = await buildFixture(root, join(root, 'plain'), {});
    expect([...plain.keys()].filter((file) => file.endsWith('.js'))).toHaveLength(2);
    expect([...plain.keys()].some((file) => file.endsWith('.map'))).toBe(false);
    expect(standIn.requests).toEqual([]);
  });

  it('refuses a partial configuration, naming what is missing', () => {
    expect(() => sourceMapUpload({ SENTRY_AUTH_TOKEN: TOKEN })).toThrow(/SENTRY_ORG[\s\S]*SENTRY_PROJECT/);
  });

  it("uploads the browser's maps for the release by URL, leaves its scripts as built and deletes every map", async () => {
    const plain = await buildFixture(root, join(root, 'plain'), {});
    const before = standIn.bundles.length;
    const built = await buildFixture(root, join(root, 'client'), configured);

    expect(built).toEqual(plain);
    expect(standIn.releases.get(RELEASE)).toEqual({ finalized: true });
    expect(standIn.requests.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
    const bundle = standIn.bundles[before] as ReceivedBundle;
    expect(bundle).toMatchObject({
      release: RELEASE,
      projects: ['web'],
      manifest: { org: 'kalendo', project: 'web' },
    });
    const scripts = [...built.keys()].filter((file) => file.endsWith('.js'));
    for (const script of scripts) {
      const entry = Object.values(bundle.manifest.files).find((file) => file.url === `~/${script}`);
      expect(entry).toMatchObject({
        type: 'minified_source',
        headers: { Sourcemap: `${script.split('/').pop()}.map` },
      });
      const map = Object.entries(bundle.manifest.files).find(([, file]) => file.url === `~/${script}.map`);
      expect(map?.[1].type).toBe('source_map');
      const parsed = JSON.parse((bundle.files.get(map?.[0] ?? '') as Buffer).toString('utf8'));
      expect(parsed.sourcesContent.join('\n')).toMatch(/greet|lazy\.js/);
    }
    const lazyMap = [...bundle.files.values()]
      .map((file) => file.toString('utf8'))
      .find((text) => text.includes('throw new Error'));
    expect(lazyMap).toContain('src/lazy.js');
  });

  it("uploads the server's maps by debug id and deletes them", async () => {
    const before = standIn.bundles.length;
    const built = await buildFixture(root, join(root, 'server'), configured, true);

    expect([...built.keys()].some((file) => file.endsWith('.map'))).toBe(false);
    const debugIds = [...built.values()].flatMap((text) =>
      [...text.matchAll(/\/\/# debugId=([\w-]+)/g)].map((m) => m[1]),
    );
    expect(debugIds.length).toBeGreaterThan(0);
    const bundle = standIn.bundles[before] as ReceivedBundle;
    expect(bundle.release).toBe(RELEASE);
    const mapped = Object.values(bundle.manifest.files)
      .filter((file) => file.type === 'source_map')
      .map((file) => file.headers['debug-id']);
    expect(mapped.sort()).toEqual([...debugIds].sort());
  });

  it('fails the build when the upload is refused', async () => {
    await expect(
      buildFixture(root, join(root, 'refused'), { ...configured, SENTRY_AUTH_TOKEN: 'wrong' }),
    ).rejects.toThrow();
  });
});
