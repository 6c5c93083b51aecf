import { hasSessionCookie, PRIVATE_NO_STORE } from '@kalendo/api';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { ApiClient } from '../app/lib/api-client.ts';
import {
  PERSONAL_OVERLAY_ID,
  type PersonalOverlay,
  type SameForEveryoneHandle,
} from '../app/lib/personal-overlay.ts';
import { badgesOf, guestBadges } from '../app/shell/badge-counts.ts';
import { type PageBytes, pageResponse } from './kept-pages.ts';

type RouteNode = RouteObject & { id: string; children?: RouteNode[] };

/** Most paths whose match is remembered at once. */
const MAX_KNOWN_PATHS = 5_000;

/**
 * The handle of the page at a path when its route says it is the same for everyone
 * (`handle.sameForEveryone`), else undefined. The answer is React Router's own match of the path against
 * the build's routes.
 */
export function sameForEveryoneIn(
  build: ServerBuild,
): (pathname: string) => SameForEveryoneHandle | undefined {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (route)
      nodes.set(
        route.id,
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] },
      );
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id) as RouteNode;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent?.children ?? roots).push(node);
  }
  // React Router flattens and ranks every route on each match: answers are remembered per path (bounded).
  const known = new Map<string, SameForEveryoneHandle | undefined>();
  return (pathname) => {
    if (known.has(pathname)) return known.get(pathname);
    const leaf = matchRoutes(roots, pathname)?.at(-1);
    const handle =
      leaf && (build.routes[leaf.route.id as string]?.module.handle as SameForEveryoneHandle | undefined);
    const answer = handle?.sameForEveryone ? handle : undefined;
    if (known.size >= MAX_KNOWN_PATHS) known.clear();
    known.set(pathname, answer);
    return answer;
  };
}

/**
 * The visitor's part of a page the same for everyone: who, the badges, the favourites (where it shows them).
 * A signed-in visitor's is one read of the shell summary (with the favourites where the page shows them);
 * a guest's is the basket cookie's count.
 */
export async function personalOverlayOf(
  api: ApiClient,
  request: Request,
  page: SameForEveryoneHandle,
): Promise<PersonalOverlay> {
  const summary = hasSessionCookie(request.headers.get('cookie'))
    ? await api.getShellSummary({ favourites: page.showsFavourites ?? false })
    : null;
  const badges = summary ? badgesOf(summary) : await guestBadges(request);
  return { user: summary?.user ?? null, ...badges, favouriteIds: summary?.favouriteIds ?? [] };
}

/** JSON safe inside a `<script>` element: no `<` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const BODY_END = Buffer.from('</body>', 'utf8');

/**
 * The page with the visitor's overlay as a JSON data block at the end of its body (not a script that
 * runs: no nonce needed; React skips it when it hydrates the body), never kept by any cache.
 */
export function withPersonalOverlay(page: PageBytes, overlay: PersonalOverlay): Response {
  const { bytes } = page;
  const bodyEnd = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf(BODY_END);
  const end = bodyEnd < 0 ? bytes.length : bodyEnd;
  const block = Buffer.from(
    `<script type="application/json" id="${PERSONAL_OVERLAY_ID}">${scriptJson(overlay)}</script>`,
    'utf8',
  );
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  headers.set('Cache-Control', PRIVATE_NO_STORE);
  return pageResponse({
    status: page.status,
    headers,
    bytes: Buffer.concat([bytes.subarray(0, end), block, bytes.subarray(end)]),
  });
}

/** A rendered answer as bytes when it is a document (an overlay goes into it), else undefined. */
export async function documentBytes(response: Response): Promise<PageBytes | undefined> {
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body)
    return undefined;
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
