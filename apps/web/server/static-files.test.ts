import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { listStaticFiles, onlyForStaticFiles } from './static-files.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the built files, listed once', () => {
  it('names every file by its URL path, directories not', () => {
    root = mkdtempSync(join(tmpdir(), 'kalendo-static-'));
    mkdirSync(join(root, 'assets', 'fonts'), { recursive: true });
    writeFileSync(join(root, 'favicon.svg'), '<svg/>');
    writeFileSync(join(root, 'assets', 'app-1.js'), '');
    writeFileSync(join(root, 'assets', 'fonts', 'a.woff2'), '');
    expect([...listStaticFiles(root)].sort()).toEqual([
      '/assets/app-1.js',
      '/assets/fonts/a.woff2',
      '/favicon.svg',
    ]);
  });

  it('hands only those paths to the file server; pages go straight on', async () => {
    const app = new Hono();
    app.use(onlyForStaticFiles(new Set(['/favicon.svg']), async (c) => c.text('file')));
    app.get('*', (c) => c.text('page'));
    expect(await (await app.request('/favicon.svg')).text()).toBe('file');
    expect(await (await app.request('/en/home')).text()).toBe('page');
    expect(await (await app.request('/assets/')).text()).toBe('page');
  });
});
