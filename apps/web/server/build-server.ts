import { readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { PAGE_BUILD_FILE } from './page-build.ts';

/**
 * `npm run build`'s last step: the served server in `build/node-server/`, one bundle of `server/main.ts`,
 * the workspace packages, React Router's page build and the dependencies they import, as JavaScript (the
 * served process never strips TypeScript at run time). Issue 14: every module Node loads keeps its source
 * in the heap for as long as the process lives, with a module record, a script and its compiled functions;
 * 2,700 modules of `node_modules`, with their comments and the code nobody calls, held tens of MB. Bundled,
 * minified and tree-shaken they are a few chunks. The dynamic imports of `main.ts` stay separate chunks, so
 * error reporting loads only when configured.
 */
const WEB_DIR = fileURLToPath(new URL('../', import.meta.url));
export const SERVER_OUT_DIR = fileURLToPath(new URL('../build/node-server/', import.meta.url));

/**
 * Packages that stay imports of `node_modules`: native code and WebAssembly that find their files next to
 * themselves (sharp, PGlite), and error reporting and tracing, whose instrumentation hooks the modules
 * Node loads from `node_modules` (ADR 021). `pg-native` is an optional import of `pg` nobody installs.
 */
export const KEPT_EXTERNAL = /^(sharp|@img\/|@electric-sql\/pglite|@sentry\/|@opentelemetry\/|pg-native$)/;

const dependenciesBundled: Plugin = {
  name: 'dependencies-bundled',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || isBuiltin(args.path)) return { path: args.path, external: true };
      return KEPT_EXTERNAL.test(args.path) ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * Two modules are the bundle's own: `page-build.ts` imports the page build by a path esbuild follows (one
 * copy of React and React Router for pages and server), and `production-react.ts` has nothing left to do,
 * since the bundle holds React's production build only (`define` below).
 */
const servedBundleModules: Plugin = {
  name: 'served-bundle-modules',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]server[\\/]page-build\.ts$/ }, () => ({
      contents: `export const importPageBuild = () => import(${JSON.stringify(PAGE_BUILD_FILE)});`,
      loader: 'js',
    }));
    builder.onLoad({ filter: /[\\/]server[\\/]production-react\.ts$/ }, () => ({
      contents: '',
      loader: 'js',
    }));
  },
};

/**
 * A module that finds its files next to itself (migrations, content, the web build, the repository's
 * `.env`) keeps doing so: its `import.meta.url` becomes its source file's URL, relative to the output.
 */
const sourceFileUrls: Plugin = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const fromOutput = relative(SERVER_OUT_DIR, args.path).split('\\').join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

/**
 * CommonJS dependencies bundled into ES modules still call `require` for Node's own modules, and some read
 * `__dirname`: each chunk gets them, as Node gives them to a CommonJS module.
 */
const COMMONJS_GLOBALS = [
  "import { createRequire as __kalendoCreateRequire } from 'node:module';",
  "import { fileURLToPath as __kalendoFileURLToPath } from 'node:url';",
  'const require = __kalendoCreateRequire(import.meta.url);',
  'const __filename = __kalendoFileURLToPath(import.meta.url);',
  "const __dirname = __kalendoFileURLToPath(new URL('.', import.meta.url));",
].join('\n');

/**
 * esbuild prints strings and names in ASCII but leaves a regular expression's characters as written (a
 * dependency's `/ẞ/g`): each becomes its `\u` escape, the same expression, so the chunk stays one byte a
 * character in V8's heap.
 */
async function regularExpressionsInAscii(): Promise<void> {
  for (const file of readdirSync(SERVER_OUT_DIR).filter((name) => name.endsWith('.js'))) {
    const path = join(SERVER_OUT_DIR, file);
    const source = await readFile(path, 'utf8');
    if (!/[^\p{ASCII}]/u.test(source)) continue;
    const escaped = source.replace(/(\\?)([^\0-\x7f])/g, (_, backslash: string, character: string) => {
      if (backslash)
        throw new Error(`${file}: an escaped ${character} cannot be rewritten as its \\u escape`);
      return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
    await writeFile(path, escaped);
  }
}

export async function buildServer(): Promise<void> {
  // Chunks are named by their content: without this, every build would leave the last one's beside its own.
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: WEB_DIR,
    entryPoints: { main: 'server/main.ts', 'load-env-file': 'server/load-env-file.ts' },
    banner: { js: COMMONJS_GLOBALS },
    // React and the libraries that branch on it bundle their production builds only: the served build always
    // runs production React (issue 14), whatever NODE_ENV the process is given.
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: SERVER_OUT_DIR,
    // Every chunk in one folder: the relative source URLs above hold for all of them.
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    // A module's source stays in the heap as long as the process lives (V8 compiles functions lazily from
    // it): no comments or indentation, and ASCII only, since one character past Latin-1 (an ellipsis in
    // a comment) makes V8 hold the whole chunk as two bytes a character. Names stay, for stack traces.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    charset: 'ascii',
    logLevel: 'warning',
    plugins: [dependenciesBundled, servedBundleModules, sourceFileUrls],
  });
  await regularExpressionsInAscii();
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
