import { solveBotCheck } from '@kalendo/api/testing';

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

/** The `altcha` field of a form whose bot check was solved, as the widget fills it in. */
export async function solvedBotCheck(app: { request: (path: string) => Response | Promise<Response> }) {
  return { altcha: await solveBotCheck((path) => app.request(path), '/api/v1/bot-check/challenge') };
}

/**
 * An account made from the sign-up page, then signed in from the sign-in page with its password (a sign-up
 * alone starts no session: the emailed link or a sign-in does). Answers the sign-in: a redirect to
 * `returnTo` (home otherwise) with the session cookies.
 */
export async function signUpAndSignIn(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  fields: { firstName: string; lastName: string; email: string; password: string; returnTo?: string },
  locale = 'en',
): Promise<Response> {
  const signUp = await app.request(
    `/${locale}/sign-up`,
    formPost({ ...fields, ...(await solvedBotCheck(app)) }),
  );
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  const { email, password, returnTo = '' } = fields;
  return app.request(`/${locale}/sign-in`, formPost({ email, password, returnTo }));
}

/** A form with repeated fields (a week of ranges, several checkboxes), as a browser sends it. */
export function formPostPairs(pairs: [string, string][], cookie = '') {
  return { ...formPost({}, cookie), body: new URLSearchParams(pairs).toString() };
}

/** A week of ranges as `WeeklyRangesEditor` sends them (`<prefix>-<weekday>-start`/`-end`), for these days. */
export const weekOfRanges = (
  prefix: string,
  start: string,
  end: string,
  days: readonly number[] = [1, 2, 3, 4, 5],
): [string, string][] =>
  days.flatMap((day) => [
    [`${prefix}-${day}-start`, start],
    [`${prefix}-${day}-end`, end],
  ]);
