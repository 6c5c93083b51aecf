import { existsSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, transform } from 'esbuild';

/**
 * `npm run build`'s last step: the server (`server/main.ts` and the workspace packages it reaches) as
 * JavaScript in `build/node-server/`, so the served process never strips TypeScript at run time (Node's
 * stripper and every module's source held twice cost tens of MB of memory: issue 14). Dependencies stay
 * imports of `node_modules`; the dynamic imports of `main.ts` stay separate chunks, so React is first
 * imported after `production-react.ts` has set `NODE_ENV`.
 */
const WEB_DIR = fileURLToPath(new URL('../', import.meta.url));
export const SERVER_OUT_DIR = fileURLToPath(new URL('../build/node-server/', import.meta.url));

/** The folder of the package Node finds for `name` from `dir` (the nearest `node_modules/name` above it). */
function packageFolderFrom(dir: string, name: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name);
    if (existsSync(candidate)) return realpathSync(candidate);
    if (dirname(at) === at) return undefined;
  }
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Our own packages are bundled; a dependency stays an import of `node_modules` when Node finds the same
 * copy from the output folder as from the module importing it. A copy nested in one workspace's
 * `node_modules` (two versions in the tree) is bundled instead.
 */
const dependenciesStayExternal: Plugin = {
  name: 'dependencies-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kalendo/')) return undefined;
      if (args.path.startsWith('node:') || isBuiltin(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      const fromOutput = packageFolderFrom(SERVER_OUT_DIR, name);
      return fromOutput !== undefined && fromOutput === packageFolderFrom(args.resolveDir, name)
        ? { path: args.path, external: true }
        : undefined;
    });
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

export const PAGE_BUILD_DIR = fileURLToPath(new URL('../build/server/', import.meta.url));

/**
 * The page build (React Router's `build/server/`, imported by the server at start) in ASCII: a typographic
 * apostrophe or ellipsis in a string makes V8 hold a whole module's source as two bytes a character for
 * as long as the process lives (issue 14). esbuild reprints each such module with those characters
 * escaped (`\u2019`) and without comments or indentation, as the server's own chunks: the same code. A
 * regular expression's characters are not escaped: write them as `\u` escapes in the source.
 */
async function pageBuildInAscii(): Promise<void> {
  const files = readdirSync(PAGE_BUILD_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  for (const file of files) {
    const path = join(PAGE_BUILD_DIR, file);
    const source = await readFile(path, 'utf8');
    if (!/[^\p{ASCII}]/u.test(source)) continue;
    const { code } = await transform(source, {
      format: 'esm',
      charset: 'ascii',
      minifyWhitespace: true,
      legalComments: 'none',
      logLevel: 'warning',
    });
    await writeFile(path, code);
  }
}

export async function buildServer(): Promise<void> {
  await pageBuildInAscii();
  // Chunks are named by their content: without this, every build would leave the last one's beside its own.
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: WEB_DIR,
    entryPoints: { main: 'server/main.ts', 'load-env-file': 'server/load-env-file.ts' },
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
    plugins: [dependenciesStayExternal, sourceFileUrls],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
