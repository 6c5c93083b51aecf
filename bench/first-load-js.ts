import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { report } from './lib/report.ts';

const CLIENT_DIR = fileURLToPath(new URL('../apps/web/build/client', import.meta.url));

/** Sums the gzipped size of every script a first visit of a page downloads (entry + modulepreloads). */
export async function benchFirstLoadJs(baseUrl: string, paths: string[]): Promise<boolean> {
  const rows = [];
  for (const path of paths) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const scripts = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]));
    let bytes = 0;
    for (const script of scripts)
      bytes += gzipSync(readFileSync(`${CLIENT_DIR}${script}`), { level: 9 }).length;
    rows.push({
      name: `${path}: first-load JS (gzip, ${scripts.size} files)`,
      value: Math.round(bytes / 102.4) / 10,
      unit: 'KB',
      budget: 100,
    });
  }
  return report('first-load-js', rows);
}
