/**
 * The origin of the links in a request's account emails (verification, password reset, the "you already
 * have an account" notice): a business's configured custom domain when the request was made on it, so its
 * clients stay on its site (issue 17); `PUBLIC_URL` for anything else. A `Host` that is not a configured
 * domain never shapes a link (SECURITY.md, trusted hosts): it is looked up, not believed.
 */
export function createEmailLinkOrigin(
  publicOrigin: string,
  isCustomDomain: (hostname: string) => Promise<boolean>,
) {
  const publicUrl = new URL(publicOrigin);
  return async (request: Request | undefined): Promise<string> => {
    if (!request) return publicUrl.origin;
    const { hostname, port } = new URL(request.url);
    // A custom domain is served on the default port of Kalendo's scheme, as the trusted-host gate does.
    if (port !== '' || hostname === publicUrl.hostname) return publicUrl.origin;
    return (await isCustomDomain(hostname)) ? `${publicUrl.protocol}//${hostname}` : publicUrl.origin;
  };
}

/** The same link on another origin (better-auth builds its links on `PUBLIC_URL`). */
export function onOrigin(link: string, origin: string): string {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}${url.hash}`;
}
