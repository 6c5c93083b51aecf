import type { SpaConfig } from '../app/platform/spa/spa-config.ts';

/** The SPA build's settings (ADR 004), from the environment it is built in; the production origin by default. */
export function spaBuildConfig(env: NodeJS.ProcessEnv = process.env): SpaConfig {
  const origin = env.SPA_ORIGIN ?? 'https://kalendo.app';
  return {
    origin,
    apiOrigin: env.SPA_API_ORIGIN ?? origin,
    version: env.APP_VERSION ?? '0.1.0',
    build: env.BUILD_ID ?? 'local',
    defaultCity: env.DEFAULT_CITY ?? 'sofia',
    mapStyleUrl: env.MAP_STYLE_URL || null,
    googleClientId: env.GOOGLE_CLIENT_ID || null,
  };
}
