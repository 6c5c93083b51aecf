/**
 * The URL of the page a request is for. Client-side navigations fetch `/{path}.data` (and `/_root.data`
 * for `/`); redirects and return URLs must name the page, not the data request.
 */
export function documentUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_root.data')) url.pathname = url.pathname.slice(0, -'_root.data'.length);
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}
