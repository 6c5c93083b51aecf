import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkerErrorReporting } from '../app/platform/error-reporting/error-reporting-config.ts';

export const SERVICE_WORKER_PATH = '/sw.js';
/** The offline page (`offline-page.ts`), kept by the worker in each language. */
export const OFFLINE_PAGE_PATH = '/offline';

export interface PrecacheEntry {
  url: string;
  /** null for a file whose name carries its content hash; else the deployment's version. */
  revision: string | null;
}

/**
 * What the service worker keeps for offline use (ADR 022): the shell's scripts, styles and messages (hashed names),
 * the icons, and the offline page in every language. Nothing personal: these are fetched without cookies.
 */
export function precacheList(
  staticFiles: Iterable<string>,
  version: string,
  languages: readonly string[],
): PrecacheEntry[] {
  const entries: PrecacheEntry[] = [];
  for (const path of staticFiles) {
    if (/^\/assets\/[^/]+\.(?:js|mjs|css|json)$/.test(path)) entries.push({ url: path, revision: null });
    // Apple's launch images are read once, when the page is added to the home screen: not kept.
    else if (path === '/favicon.svg' || /^\/icons\/(?!apple-splash-)[^/]+\.png$/.test(path))
      entries.push({ url: path, revision: version });
  }
  entries.sort((a, b) => a.url.localeCompare(b.url));
  for (const language of languages)
    entries.push({ url: `${OFFLINE_PAGE_PATH}?lang=${language}`, revision: version });
  return entries;
}

/**
 * The built worker (`worker.vite.config.ts`: `build/worker/service-worker.js`, beside `build/client`), or
 * undefined when it has not been built.
 */
export function readServiceWorkerBundle(clientDir: string): string | undefined {
  try {
    return readFileSync(join(clientDir, '..', 'worker', 'service-worker.js'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * `/sw.js`: the built worker with this deployment in front of it — its version (the build id), the precache
 * list and the languages — so every deployment is a new version the browser detects (SPEC §4).
 */
export function renderServiceWorker(
  bundle: string,
  version: string,
  precache: readonly PrecacheEntry[],
  languages: readonly string[],
  errorReporting: WorkerErrorReporting | null = null,
): string {
  return `// Kalendo service worker, version ${JSON.stringify(version)}
const VERSION = ${JSON.stringify(version)};
const PRECACHE = ${JSON.stringify(precache)};
const LANGUAGES = ${JSON.stringify(languages)};
const ERROR_REPORTING = ${JSON.stringify(errorReporting)};
${bundle}`;
}
