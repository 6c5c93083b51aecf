import { readdirSync, readFileSync } from 'node:fs';

/** The built loader: `/assets/widget-loader-{hash}.js` (`widget.vite.config.ts`). */
const LOADER_FILE = /^widget-loader-[\w-]+\.js$/;
/** A site's copy of `/widget.js` is at most 5 minutes old, and serves meanwhile while the new one comes. */
export const WIDGET_SCRIPT_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

/**
 * `/widget.js` (ADR 019): the loader of this build, served at a stable address and short-cached; the same
 * file under its hashed name is immutable, for a site that pins one version. Undefined when not built.
 */
export function readWidgetScript(clientDir: string): { body: string; hashedPath: string } | undefined {
  const name = readdirSync(`${clientDir}/assets`).find((file) => LOADER_FILE.test(file));
  if (!name) return undefined;
  return { body: readFileSync(`${clientDir}/assets/${name}`, 'utf8'), hashedPath: `/assets/${name}` };
}

/** Scripts other sites load with `<script src>`: they must be readable across origins (CORP). */
export function isWidgetScript(pathname: string): boolean {
  return pathname === '/widget.js' || /^\/assets\/widget-loader-[\w-]+\.js$/.test(pathname);
}
