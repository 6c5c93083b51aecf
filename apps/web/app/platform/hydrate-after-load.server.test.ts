import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, deferHydration, hydrateAfterLoad } from './hydrate-after-load.server.ts';

/** The shape React Router's `<Scripts>` renders through React (hoisted preloads, the module script). */
const DOCUMENT = [
  '<!DOCTYPE html><html lang="bg"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n0nce"/>',
  '<title>Студио Лотус – Σπα</title></head><body><main>Маникюр · μανικιούρ</main>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-C.js";',
  'import("/assets/entry.client-A.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

async function throughTransform(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(hydrateAfterLoad()));
}

describe('deferHydration', () => {
  const rewritten = deferHydration(DOCUMENT) ?? '';

  it('removes the module preloads and hands their paths to the starter script', () => {
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(rewritten).toContain('(["/assets/entry.client-A.js","/assets/framework-B.js"])');
  });

  it('keeps the module script, with its nonce, under a type the browser does not run', () => {
    expect(rewritten).not.toContain('type="module"');
    expect(rewritten).toContain(
      `<script nonce="n0nce" type="${DEFERRED_MODULE_TYPE}">import * as route0 from "/assets/root-C.js";`,
    );
  });

  it('puts the starter right after it, with the same nonce, and leaves everything else as it was', () => {
    const starter = rewritten.match(/<\/script><script nonce="n0nce">(\(function\(h\)[^<]*)<\/script>/);
    expect(starter?.[1]).toContain("addEventListener('load',go,{once:true})");
    const withoutStarter = rewritten.replace(starter?.[0] ?? '', '</script>');
    const expected = DOCUMENT.replace(/<link rel="modulepreload"[^>]*\/>/g, '').replace(
      'type="module" async=""',
      `type="${DEFERRED_MODULE_TYPE}"`,
    );
    expect(withoutStarter).toBe(expected);
  });

  it('waits while the module script is incomplete', () => {
    expect(deferHydration(DOCUMENT.slice(0, DOCUMENT.indexOf('import("')))).toBeUndefined();
    expect(deferHydration('<html><head></head><body>')).toBeUndefined();
  });

  it('escapes a path that could end the script element', () => {
    const hostile = DOCUMENT.replace('/assets/framework-B.js', '/assets/</script><b>.js');
    expect(deferHydration(hostile)).toContain('"/assets/\\u003c/script>\\u003cb>.js"');
  });
});

describe('hydrateAfterLoad (stream)', () => {
  it('gives the same document however the bytes are split, even inside a Cyrillic or Greek letter', async () => {
    const whole = Buffer.from(DOCUMENT);
    const expected = deferHydration(DOCUMENT);
    for (const size of [1, 2, 3, 7, 64, 1024, whole.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < whole.length; at += size) chunks.push(whole.subarray(at, at + size));
      expect(await throughTransform(chunks)).toBe(expected);
    }
  });

  it('lets a document without a module script through unchanged', async () => {
    const plain = '<!DOCTYPE html><html><body><p>Ωραία μέρα</p></body></html>';
    const bytes = Buffer.from(plain);
    expect(await throughTransform([bytes.subarray(0, 40), bytes.subarray(40)])).toBe(plain);
  });
});
