/**
 * ADR 019: what a widget page sets (the session after signing in, the guest basket, a one-time message)
 * lives in the frame's own partition of the embedding site (CHIPS): `SameSite=None; Secure; Partitioned`.
 * A browser that blocks third-party cookies still keeps partitioned ones, and no other site sees them.
 */
export function partitionCookie(cookie: string): string {
  const kept = cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !/^(samesite|secure|partitioned)(=|$)/i.test(part));
  return [...kept, 'SameSite=None', 'Secure', 'Partitioned'].join('; ');
}

/** Rewrites every cookie a widget response sets (a response with immutable headers sets none of ours). */
export function partitionCookies(response: Response) {
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return;
  response.headers.delete('set-cookie');
  for (const cookie of cookies) response.headers.append('set-cookie', partitionCookie(cookie));
}
