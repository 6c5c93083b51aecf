/**
 * ADR 004: in the SPA build (native shell, `KALENDO_TARGET=spa`) there is no server to run a route's
 * `loader`, `action` or `middleware`. This transform of a route module's source turns them into the
 * browser's `clientLoader`, `clientAction` and `clientMiddleware`: the same functions, run in the web view
 * with the browser's API client in the request context. The web build never sees this transform, so its
 * pages keep their server loaders.
 *
 * A route's `headers` (HTTP headers of the page's response) have no meaning there and are not exported.
 *
 * Recognised forms (at the start of a line): `export [async] function loader`, `export const loader` and
 * names in an `export { … } from` list. Any other export of these names fails the build.
 */

const SERVER_TO_CLIENT = {
  loader: 'clientLoader',
  action: 'clientAction',
  middleware: 'clientMiddleware',
} as const;

type ServerExport = keyof typeof SERVER_TO_CLIENT;

const DECLARATION = (name: string) =>
  new RegExp(`^export\\s+((?:async\\s+)?function\\s+|const\\s+)${name}\\b`, 'm');
const EXPORT_LIST = /^export\s*(type\s+)?\{([^}]*)\}(\s*from\s*['"]([^'"]+)['"])?/gm;

/** A sibling route module (`./name.tsx`): transformed too, it already exports the client name. */
const isSiblingRoute = (source: string | undefined) =>
  source !== undefined && /^\.\/[^/]+\.tsx?$/.test(source);

/** The prefix of the transform's own names: a route module never declares names like these. */
export const SPA_PREFIX = 'spa$';

export interface SpaRouteExportsOptions {
  /** Module specifier of middleware that runs first on every page (the root route's context). */
  rootMiddleware?: string;
}

function hasDeclaration(code: string, name: string): boolean {
  return DECLARATION(name).test(code);
}

function listNames(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function renameInExportLists(code: string, from: string, to: string): string {
  return code.replace(
    EXPORT_LIST,
    (whole, typeOnly: string | undefined, list: string, _from, source?: string) => {
      if (typeOnly) return whole;
      const renamed = isSiblingRoute(source) ? to : `${from} as ${to}`;
      const names = listNames(list).map((item) => (item === from ? renamed : item));
      return whole.replace(`{${list}}`, `{ ${names.join(', ')} }`);
    },
  );
}

function exportedThroughList(code: string, name: string): boolean {
  for (const match of code.matchAll(EXPORT_LIST)) {
    if (match[1]) continue;
    const names = listNames(match[2] ?? '');
    if (names.some((item) => item === name || item.endsWith(` as ${name}`))) return true;
  }
  return false;
}

/** Removes the `export` of a declaration and gives it the transform's own name. */
function hideDeclaration(code: string, name: string): string {
  return code.replace(DECLARATION(name), (_whole, kind: string) => `${kind}${SPA_PREFIX}${name}`);
}

function convert(code: string, server: ServerExport): string {
  const client = SERVER_TO_CLIENT[server];
  const declared = hasDeclaration(code, server);
  const listed = exportedThroughList(code, server);
  if (!declared && !listed) {
    if (new RegExp(`\\bexport\\b[^;]*\\b${server}\\b`).test(code) && /^export\s*\*/m.test(code))
      throw new Error(`A route module re-exports everything (\`export *\`): its ${server} is not recognised`);
    return code;
  }
  const hasClient = hasDeclaration(code, client) || exportedThroughList(code, client);
  if (!hasClient) {
    if (listed) return renameInExportLists(code, server, client);
    return code.replace(DECLARATION(server), (_whole, kind: string) => `export ${kind}${client}`);
  }
  if (server === 'middleware') throw new Error('A route module with both middleware and clientMiddleware');
  if (listed || !hasDeclaration(code, client))
    throw new Error(`A route module with both ${server} and ${client} must declare both in itself`);
  // The route's own client function stays first; its `serverLoader()`/`serverAction()` runs the server's.
  const call = server === 'loader' ? 'serverLoader' : 'serverAction';
  return `${hideDeclaration(hideDeclaration(code, server), client)}
export const ${client} = (args) => ${SPA_PREFIX}${client}({ ...args, ${call}: () => ${SPA_PREFIX}${server}(args) });
`;
}

/** The route module's source as the SPA build compiles it. */
export function spaRouteExports(code: string, options: SpaRouteExportsOptions = {}): string {
  if (exportedThroughList(code, 'headers')) throw new Error('A route module re-exports headers');
  let out = hideDeclaration(code, 'headers');
  for (const server of Object.keys(SERVER_TO_CLIENT) as ServerExport[]) out = convert(out, server);
  if (!options.rootMiddleware) return out;
  const first = `${SPA_PREFIX}rootMiddleware`;
  const imported = `import { default as ${first} } from ${JSON.stringify(options.rootMiddleware)};\n`;
  if (hasDeclaration(out, 'clientMiddleware')) {
    return `${imported}${hideDeclaration(out, 'clientMiddleware')}
export const clientMiddleware = [${first}, ...${SPA_PREFIX}clientMiddleware];
`;
  }
  return `${imported}${out}\nexport const clientMiddleware = [${first}];\n`;
}
