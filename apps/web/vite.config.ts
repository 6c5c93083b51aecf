import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { sourceMapUpload } from './server/observability/source-maps.ts';
import { spaBuildConfig } from './spa/spa-build-config.ts';
import { isSpaTarget, spaRoutes } from './spa/spa-vite-plugin.ts';

/**
 * What every page runs (React, React DOM, React Router's browser runtime, i18next): one long-cached
 * chunk instead of a dozen small ones, which compresses better and is one request. React Router's
 * server runtime (cookies) is left out: a browser bundle that reaches it is a bug to fix at its import.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/](?!dist[\\/]production[\\/]lib[\\/]server-runtime)/;

/** Hidden maps of the browser and server bundles, uploaded and deleted, only when configured (ADR 021). */
const sourceMaps = sourceMapUpload();

/** ADR 004: `KALENDO_TARGET=spa` builds the native shell's pages (react-router.config.ts), loaders run in it. */
const spa = isSpaTarget();

export default defineConfig({
  plugins: [...(spa ? [spaRoutes()] : []), tailwindcss(), reactRouter(), ...sourceMaps.plugins],
  ...(spa ? { define: { KALENDO_SPA_CONFIG: JSON.stringify(spaBuildConfig()) } } : {}),
  build: {
    target: 'es2022',
    sourcemap: sourceMaps.sourcemap,
    // MapLibre (~1.1 MB minified, fetched only where a map shows) is the one chunk past Vite's 500 kB
    // default. What every page loads first has its own budget (ADR 008, measured by `npm run bench`).
    chunkSizeWarningLimit: 1200,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK, priority: 10 }] } },
        },
      },
    },
  },
});
