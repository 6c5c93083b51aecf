import { solveBotCheck } from '@kalendo/api/testing';

/**
 * The session cookies of a new account on a running app: signed up (its bot check solved) and signed in
 * through the API, as the marketplace's forms do.
 */
export async function signedInSession(origin: string): Promise<string> {
  const account = { email: `bench.${Date.now()}@example.com`, password: 'a-long-password-2026' };
  const botCheck = await solveBotCheck((path) => fetch(`${origin}${path}`), '/api/v1/bot-check/challenge');
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
      body: JSON.stringify(body),
    });
  const signUp = await post(
    '/auth/sign-up/email',
    { ...account, name: 'Bench Visitor' },
    { 'X-Bot-Check': botCheck },
  );
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  const signIn = await post('/auth/sign-in/email', account);
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
