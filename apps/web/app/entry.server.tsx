import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { NonceProvider } from './lib/nonce.tsx';
import { requestContext } from './lib/request-context.ts';
import { handleServerError } from './platform/error-reporting/server-errors.ts';
import { hydrateAfterLoad } from './platform/hydrate-after-load.server.ts';

/** The server host reads the context key from the build so both sides use the same object. */
export { requestContext };

export const streamTimeout = 5_000;

/** A loader, an action or the render threw: logged and reported once (ADR 021). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  let report: ((error: unknown) => void) | undefined;
  try {
    report = context?.get(requestContext).reportError;
  } catch {
    // Thrown before the server handed the page its context: logged only.
  }
  handleServerError(error, request, report);
};

/**
 * Suspense boundaries that are ready when the shell is written stay in place up to this size. React's
 * default (12.8 KB) moves larger ones (the home page's lists below the hero) to the end of the document,
 * hidden until a script reveals them, which React batches (~300 ms): their images, the page's largest
 * paint, then appear late. Our boundaries wrap lazily loaded code, not slow data.
 */
const INLINE_BOUNDARY_BYTES = 512 * 1024;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The SPA shell (ADR 004) is written once at build time: no request, no context, no nonce.
  const nonce = routerContext.isSpaMode ? '' : loadContext.get(requestContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        progressiveChunkSize: INLINE_BOUNDARY_BYTES,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // ADR 009; the SPA shell of ADR 004 (native app, widget) loads its code at once.
          if (routerContext.isSpaMode) pipe(body);
          else pipe(hydrateAfterLoad()).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
