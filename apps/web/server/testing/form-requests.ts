export const TEST_ORIGIN = 'http://localhost';

/** A same-origin form post, as a browser sends it. */
export function formPost(fields: Record<string, string>, cookie = '') {
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: TEST_ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  };
}

/** `name=value` pairs of a response's Set-Cookie headers, for the next request's Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
