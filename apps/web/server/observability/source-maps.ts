import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createSentrySDK } from 'sentry';
import type { Plugin } from 'vite';
import { z } from 'zod';
import { parseReleaseEnv, presentSettings } from '../env.ts';
import { releaseOf } from './release.ts';

/** Build-time settings of the upload (never read by the running server). */
const UploadSettingsSchema = z.object({
  SENTRY_AUTH_TOKEN: z.string().min(1),
  SENTRY_ORG: z.string().min(1),
  SENTRY_PROJECT: z.string().min(1),
  /** Self-hosted Sentry or GlitchTip; sentry.io when unset. */
  SENTRY_URL: z.url({ protocol: /^https?$/ }).optional(),
});

const REQUIRED = ['SENTRY_AUTH_TOKEN', 'SENTRY_ORG', 'SENTRY_PROJECT'] as const;

/** What a Vite config adds for source maps: nothing at all unless the upload is configured. */
export interface SourceMapUpload {
  /** `'hidden'`: maps are written without a `sourceMappingURL` comment, uploaded, then deleted. */
  sourcemap: 'hidden' | false;
  plugins: Plugin[];
}

/**
 * Source maps of the app's build (ADR 021): with `SENTRY_AUTH_TOKEN`, `SENTRY_ORG` and `SENTRY_PROJECT`
 * set, hidden maps of the browser and server bundles are generated, uploaded with Sentry's CLI for the
 * release the server reports (`kalendo@{APP_VERSION}+{BUILD_ID}`), then deleted, so none is ever served.
 * With none of the three set the build is unchanged (no map, no plugin, no network); with only some set
 * the build fails rather than ship unreadable stack traces. A failed upload fails the build too.
 *
 * The browser's maps are matched by release and URL (`~/assets/…`) and its files are left as built:
 * debug ids (what `@sentry/vite-plugin` injects, and the CLI by default) add ~160 bytes of gzipped code to
 * every chunk, 6.5 KB on `/en/home`'s first load of 44 chunks (ADR 008's budget). The server's files get debug ids
 * (the Node SDK reads them), so its maps match wherever the build is installed.
 */
export function sourceMapUpload(source: Record<string, string | undefined> = process.env): SourceMapUpload {
  const present = presentSettings(source);
  if (!REQUIRED.some((name) => name in present)) return { sourcemap: false, plugins: [] };
  const parsed = UploadSettingsSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(
      `Source map upload needs ${REQUIRED.join(', ')} together:\n  - ${problems.join('\n  - ')}`,
    );
  }
  const settings = parsed.data;
  // The CLI reports its own errors to Sentry and checks for updates: neither is wanted from a build
  // machine, which talks to the configured server only.
  process.env.SENTRY_CLI_NO_TELEMETRY ??= '1';
  process.env.SENTRY_CLI_NO_UPDATE_CHECK ??= '1';
  const sentry = createSentrySDK({
    token: settings.SENTRY_AUTH_TOKEN,
    org: settings.SENTRY_ORG,
    project: settings.SENTRY_PROJECT,
    url: settings.SENTRY_URL,
  });
  const release = releaseOf(parseReleaseEnv(source));
  return {
    sourcemap: 'hidden',
    plugins: [
      {
        name: 'kalendo:source-map-upload',
        apply: 'build',
        applyToEnvironment: (environment) => environment.name === 'client' || environment.name === 'ssr',
        async writeBundle(output) {
          if (!output.dir) throw new Error('source map upload needs an output directory');
          const browser = this.environment.name === 'client';
          await sentry.release.create({ orgVersion: release, project: settings.SENTRY_PROJECT });
          await sentry.sourcemap.upload({
            directory: output.dir,
            release,
            urlPrefix: '~/',
            noRewrite: browser,
          });
          await sentry.release.finalize({ orgVersion: release });
          await deleteSourceMaps(output.dir);
        },
      },
    ],
  };
}

/** Every `.map` file under `dir`, deleted: the maps are Sentry's, never the site's. */
async function deleteSourceMaps(dir: string): Promise<void> {
  const files = await readdir(dir, { recursive: true });
  await Promise.all(files.filter((file) => file.endsWith('.map')).map((file) => rm(join(dir, file))));
}
