import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** A value import of sharp (`import sharp from 'sharp'`, `import { … } from 'sharp'`); `import type` is erased. */
/** Command-line scripts run on their own, never imported by a server. */
const SCRIPTS = new Set(['packages/api/src/media/make-demo-clips.ts']);

const VALUE_IMPORT = /^\s*import\s+(?!type\b)[^;]*?from\s+['"]sharp['"]/m;

describe('sharp stays lazy (issue 14 memory budget, ADR 051)', () => {
  it('is imported by load-sharp.ts alone, and there only dynamically, so starting a server maps no libvips', () => {
    const importers = ['packages', 'apps/web/server', 'apps/web/app'].flatMap((dir) =>
      [...sources(join(root, dir))]
        // Test fixtures (`src/testing/`) draw pictures with sharp; no server imports them.
        .filter(
          (path) => !/\/(demo-data|testing)\//.test(path) && VALUE_IMPORT.test(readFileSync(path, 'utf8')),
        )
        .map((path) => relative(root, path))
        .filter((path) => !SCRIPTS.has(path)),
    );
    expect(importers).toEqual([]);
    const loader = readFileSync(join(import.meta.dirname, 'load-sharp.ts'), 'utf8');
    expect(loader).toMatch(/import\('sharp'\)/);
  });
});
