import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { report } from './lib/report.ts';

const ASSETS_DIR = fileURLToPath(new URL('../apps/web/build/client/assets', import.meta.url));

/** The widget's loader (`/widget.js`) as a site downloads it, gzipped: DESIGN §5 budget ≤ 3 KB. */
export function benchWidgetLoader(): boolean {
  const name = readdirSync(ASSETS_DIR).find((file) => /^widget-loader-[\w-]+\.js$/.test(file));
  if (!name) throw new Error('No widget loader in the build: run `npm run build` first');
  const bytes = readFileSync(`${ASSETS_DIR}/${name}`);
  return report('widget-loader', [
    {
      name: '/widget.js (gzip -9)',
      value: Math.round(gzipSync(bytes, { level: 9 }).length / 102.4) / 10,
      unit: 'KB',
      budget: 3,
    },
    { name: '/widget.js (minified, uncompressed)', value: Math.round(bytes.length / 102.4) / 10, unit: 'KB' },
  ]);
}
