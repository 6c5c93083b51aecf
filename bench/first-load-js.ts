import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { report } from './lib/report.ts';
import { startDemoApp } from './lib/spawn-app.ts';

const CLIENT_DIR = fileURLToPath(new URL('../apps/web/build/client', import.meta.url));

/** The shared chunk of React, React DOM, React Router and i18next (`vite.config.ts`), the same on every page. */
const FRAMEWORK_CHUNK = /^\/assets\/framework-/;

/** The public pages the budget applies to (home, search, the locations list). */
export const FIRST_LOAD_PAGES = ['/en/home', '/en/search?q=manikur', '/en/locations'];

/**
 * The route manifest React Router writes into the document's module script names modules the browser
 * does not fetch on a first load: the manifest file itself (only imported when lazy route discovery is
 * off) and the modules of index routes that did not match (`routes/root-redirect`, `routes/locale-index`).
 * The scripts the page loads are the module script's imports and its modulepreload list, outside it.
 */
function withoutRouteManifest(html: string): string {
  const start = html.indexOf('window.__reactRouterManifest');
  const end = html.indexOf('window.__reactRouterRouteModules', start);
  return start < 0 || end < 0 ? html : html.slice(0, start) + html.slice(end);
}

/**
 * Sums the gzipped size of every script a first visit of a page downloads (every `/assets/*.js` the
 * document names: route modules, entry and the preloads started after load, ADR 009), and
 * apart from it the app's own code beyond the framework chunk. Budgets of ADR 008: total ≤ 155 KB, app
 * code ≤ 30 KB (DESIGN §5 asked for 100 KB in total, below the framework's own 121 KB).
 */
export async function benchFirstLoadJs(baseUrl: string, paths: string[]): Promise<boolean> {
  const rows = [];
  for (const path of paths) {
    const html = withoutRouteManifest(await (await fetch(`${baseUrl}${path}`)).text());
    // Scripts only: not the page's messages file (`/assets/common-{hash}.json`, ADR 031), which starts with the same letters.
    const scripts = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js(?!\w)/g)].map((m) => m[0]));
    // A page that names no framework chunk (an error page, a changed document) would pass with nothing counted.
    if (![...scripts].some((script) => FRAMEWORK_CHUNK.test(script)))
      throw new Error(`${path}: the document names no framework chunk; nothing to measure`);
    let bytes = 0;
    let appBytes = 0;
    for (const script of scripts) {
      const size = gzipSync(readFileSync(`${CLIENT_DIR}${script}`), { level: 9 }).length;
      bytes += size;
      if (!FRAMEWORK_CHUNK.test(script)) appBytes += size;
    }
    const kb = (value: number) => Math.round(value / 102.4) / 10;
    rows.push(
      {
        name: `${path}: first-load JS (gzip, ${scripts.size} files)`,
        value: kb(bytes),
        unit: 'KB',
        budget: 155,
      },
      {
        name: `${path}: of which app code beyond the framework`,
        value: kb(appBytes),
        unit: 'KB',
        budget: 30,
      },
    );
  }
  return report('first-load-js', rows);
}

/** Starts the demo app on the production build, measures the public pages, stops it. */
export async function benchFirstLoadJsOnDemoApp(): Promise<boolean> {
  const app = await startDemoApp();
  try {
    return await benchFirstLoadJs(`http://127.0.0.1:${app.port}`, FIRST_LOAD_PAGES);
  } finally {
    await app.stop();
  }
}

// `npm run bench:first-load-js --workspace @kalendo/bench` after `npm run build`: exits 1 when a page is over budget.
if (import.meta.main) {
  if (!(await benchFirstLoadJsOnDemoApp())) process.exitCode = 1;
}
