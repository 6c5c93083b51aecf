import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { spaRouteExports } from './spa-route-exports.ts';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '../app');
const ROOT_ROUTE = join(APP, 'root.tsx');
const ROUTES = join(APP, 'routes');
/** The request context of every page in the web view (what the server hands loaders on the web). */
const ROOT_MIDDLEWARE = join(APP, 'platform/spa/spa-request-context.ts');

/** True for the build of the native shell (ADR 004). */
export const isSpaTarget = (env: NodeJS.ProcessEnv = process.env) => env.KALENDO_TARGET === 'spa';

/**
 * ADR 004: runs before React Router's plugin in the SPA build. Route modules get their loaders, actions
 * and middleware as the browser's (spa-route-exports.ts), and a `*.server.ts` module is replaced by its
 * `*.spa.ts` sibling: the web view's way of doing the same (a server-only module without one fails the
 * build, as React Router refuses server code in the browser).
 */
export function spaRoutes(): Plugin {
  return {
    name: 'kalendo:spa-routes',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !/\.server\.tsx?$/.test(source)) return null;
      const spa = resolve(
        dirname(importer.split('?')[0] ?? importer),
        source.replace(/\.server(\.tsx?)$/, '.spa$1'),
      );
      return existsSync(spa) ? spa : null;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file === ROOT_ROUTE) return spaRouteExports(code, { rootMiddleware: ROOT_MIDDLEWARE });
      if (file.startsWith(`${ROUTES}/`) && /\.tsx?$/.test(file)) return spaRouteExports(code);
      return null;
    },
  };
}
