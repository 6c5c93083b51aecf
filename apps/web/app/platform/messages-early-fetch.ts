/**
 * The page's messages file, fetched by an inline script in the document's head (ADR 031) rather than a
 * `<link rel=preload>`: a service worker that takes control of the page while it loads (its first visit)
 * sends the page's own fetch through itself, so the preloaded copy went unused (a console warning and a
 * second download). A fetch started by the page is the page's, whoever controls it later.
 */
const EARLY = '__kalendoMessages';

interface EarlyMessages {
  url: string;
  response: Promise<Response>;
}

/** The inline script: starts fetching `url` and keeps the answer's promise for `takeEarlyMessages`. */
export function earlyMessagesFetch(url: string): string {
  // Written into a script element: no `<` may end it.
  const at = JSON.stringify(url).replace(/</g, '\\u003c');
  return `window.${EARLY}={url:${at},response:fetch(${at})}`;
}

/** The head's fetch of `url`, once (its body can be read once); undefined if it fetched another file. */
export function takeEarlyMessages(url: string): Promise<Response> | undefined {
  const early = (globalThis as { [EARLY]?: EarlyMessages })[EARLY];
  if (!early || early.url !== url) return undefined;
  delete (globalThis as { [EARLY]?: EarlyMessages })[EARLY];
  return early.response;
}
