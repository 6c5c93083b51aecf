import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = [
  'packages/domain/src',
  'packages/db/src',
  'packages/api/src',
  'packages/contracts/src',
  'packages/i18n/src',
  'apps/web/app',
  'apps/web/server',
];

/** Each source module and the modules of this repository it imports (type-only imports included). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS) {
    for (const file of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const path = normalize(join(dir, file));
      const text = readFileSync(join(ROOT, path), 'utf8');
      const imports = [...text.matchAll(/from '(\.[^']+)'/g)].map((match) =>
        normalize(join(dirname(path), match[1] ?? '')),
      );
      graph.set(path, imports);
    }
  }
  return graph;
}

/** Every circle of imports, each written from its first module in sorted order. */
function importCircles(graph: Map<string, string[]>): string[] {
  const circles = new Set<string>();
  const done = new Set<string>();
  const visit = (module: string, path: string[]) => {
    if (path.includes(module)) {
      const circle = path.slice(path.indexOf(module));
      const first = circle.indexOf([...circle].sort()[0] ?? '');
      circles.add([...circle.slice(first), ...circle.slice(0, first)].join(' → '));
      return;
    }
    if (done.has(module) || !graph.has(module)) return;
    for (const next of graph.get(module) ?? []) visit(next, [...path, module]);
    done.add(module);
  };
  for (const module of graph.keys()) visit(module, []);
  return [...circles];
}

describe('module imports', () => {
  it('form no circle, type-only imports included (a circle makes the layers unreadable)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    expect(importCircles(graph)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual(['a.ts → b.ts → c.ts']);
  });
});
