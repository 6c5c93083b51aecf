import { readdirSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';

/**
 * The URL paths of every file in the built browser assets, listed once at start: the build does not
 * change while the server runs, so a page request is not turned into file-system look-ups.
 */
export function listStaticFiles(root: string): ReadonlySet<string> {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(root.length).replaceAll('\\', '/')}/${entry.name}`)
    .map((path) => (path.startsWith('/') ? path : `/${path}`));
  return new Set(paths);
}

/** Runs `serve` only for a path that names a built file; every other request goes straight on. */
export function onlyForStaticFiles(files: ReadonlySet<string>, serve: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (files.has(c.req.path) ? serve(c, next) : next());
}
