import { Transform } from 'node:stream';

/**
 * ADR 009: the browser fetches the app's code once the page has loaded (its styles and the images it
 * paints first), not while it is still drawing it. React Router's `<Scripts>` writes modulepreload links
 * and a module script that the browser fetches at once; on a slow phone connection the 120 KB framework
 * then shares the line with the stylesheet and the first photo. This rewrites the server-rendered
 * document: the preload links are removed, the module script gets a type browsers do not run, and a small
 * script after it starts both on the window's `load` event (or after {@link HYDRATE_AT_LATEST_MS} if
 * loading drags on), as islands frameworks do with "hydrate when idle". Until then the page is plain,
 * working HTML: links navigate and forms post.
 */
export const DEFERRED_MODULE_TYPE = 'text/x-kalendo-deferred-module';

/** A slow image must not keep the page from becoming interactive. */
export const HYDRATE_AT_LATEST_MS = 3000;

const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const SCRIPT_END = '</script>';
const MODULE_SCRIPT_MARK = ' type="module" async="">';

/** The classic script that starts the deferred module script: no framework, a few hundred bytes. */
function starterScript(nonceAttribute: string, preloads: string[]): string {
  // `<` escaped: a path can never close the script element.
  const hrefs = JSON.stringify(preloads).replace(/</g, '\\u003c');
  const code = `(function(h){var d=false;function go(){if(d)return;d=true;h.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});var o=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!o)return;var s=document.createElement('script');s.type='module';s.nonce=o.nonce;s.textContent=o.textContent;document.body.appendChild(s)}if(document.readyState==='complete')go();else{addEventListener('load',go,{once:true});setTimeout(go,${HYDRATE_AT_LATEST_MS})}})(${hrefs});`;
  return `<script${nonceAttribute}>${code}</script>`;
}

/**
 * Rewrites `html` if it holds the whole module script; `undefined` while more of the document is needed.
 * Only the first module script is React Router's (later ones are the page's own, none today).
 */
export function deferHydration(html: string): string | undefined {
  const start = html.match(MODULE_SCRIPT);
  if (start?.index === undefined) return undefined;
  const end = html.indexOf(SCRIPT_END, start.index);
  if (end < 0) return undefined;
  const nonceAttribute = start[1] ?? '';
  const afterScript = end + SCRIPT_END.length;
  const head = html.slice(0, start.index);
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  return (
    head.replace(MODULE_PRELOAD, '') +
    `<script${nonceAttribute} type="${DEFERRED_MODULE_TYPE}">` +
    html.slice(start.index + start[0].length, afterScript) +
    starterScript(nonceAttribute, preloads) +
    html.slice(afterScript)
  );
}

/**
 * A stream transform for the document: holds the start of the document (React writes the shell, which
 * ends with the scripts, in many small chunks) until the module script has passed, rewrites it, then lets
 * the rest through untouched. Bytes, not text, are held: a chunk may end inside a character. The held
 * chunks are kept as a list and only each new chunk (with the few bytes before it that a mark may start
 * in) is searched, so a page costs one copy of its shell, not one per chunk. A document without the module
 * script (none today) goes out unchanged.
 */
export function hydrateAfterLoad(): Transform {
  let held: Buffer[] | undefined = [];
  let heldBytes = 0;
  /** Where the module script's mark ends in the held bytes, once found. */
  let markEnd = -1;
  /** The last bytes held, so a mark split over two chunks is still found. */
  let tail: Buffer = Buffer.alloc(0);
  /** Where `mark` first starts at or after `from` (a held offset) in the tail and the new chunk, or -1. */
  const find = (mark: string, chunk: Buffer, from = 0): number => {
    const window = tail.length ? Buffer.concat([tail, chunk]) : chunk;
    const windowStart = heldBytes - tail.length;
    const at = window.indexOf(mark, Math.max(0, from - windowStart));
    return at < 0 ? -1 : windowStart + at;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held === undefined) return callback(null, chunk);
      if (markEnd < 0) {
        const mark = find(MODULE_SCRIPT_MARK, chunk);
        if (mark >= 0) markEnd = mark + MODULE_SCRIPT_MARK.length;
      }
      // The script's end is searched from its start's end: an earlier `</script>` may sit in the same window.
      const end = markEnd >= 0 ? find(SCRIPT_END, chunk, markEnd) : -1;
      held.push(chunk);
      heldBytes += chunk.length;
      if (end < 0) {
        const keep = Math.max(MODULE_SCRIPT_MARK.length, SCRIPT_END.length) - 1;
        const recent = chunk.length >= keep ? chunk : Buffer.concat([tail, chunk]);
        tail = recent.subarray(Math.max(0, recent.length - keep));
        return callback();
      }
      const whole = Buffer.concat(held, heldBytes);
      held = undefined;
      const cut = end + SCRIPT_END.length;
      const shell = whole.subarray(0, cut).toString('utf8');
      callback(null, Buffer.concat([Buffer.from(deferHydration(shell) ?? shell), whole.subarray(cut)]));
    },
    flush(callback) {
      callback(null, held?.length ? Buffer.concat(held) : undefined);
    },
  });
}
