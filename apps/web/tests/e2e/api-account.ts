import { solveBotCheck } from '@kalendo/api/testing';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * A new account made through the API (the bot check solved here), as a client app would make it; in
 * `locale` (the language of its emails and notifications, English unless given). `address`: where the
 * person is (`X-Forwarded-For`, trusted by the e2e server): each spec signs up from its own, since sign-up
 * allows 5 a minute per address and the run signs up many.
 */
export async function signUpThroughApi(
  baseURL: string,
  account: { email: string; password: string; firstName: string; lastName: string; locale?: string },
  address: string,
) {
  const { firstName, lastName } = account;
  const signUp = async () => {
    const botCheck = await solveBotCheck((path) => fetch(`${baseURL}${path}`), '/api/v1/bot-check/challenge');
    return fetch(`${baseURL}/api/v1/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: baseURL,
        'X-Bot-Check': botCheck,
        'X-Forwarded-For': address,
      },
      body: JSON.stringify({ ...account, name: `${firstName} ${lastName}` }),
    });
  };
  let response = await signUp();
  // A spec tried again at once (a retry in CI) may sign up more than 5 times a minute from its address: a
  // refused sign-up waits as long as the server says (Retry-After) and tries once more.
  if (response.status === 429) {
    await new Promise((resolve) =>
      setTimeout(resolve, Number(response.headers.get('retry-after') ?? 60) * 1000),
    );
    response = await signUp();
  }
  expect(response.status).toBe(200);
}

/**
 * Signs an account in through the API on a page's own requests (`page.request`): the session cookie lands
 * in the page's browser context, as a sign-in on the marketplace would set it. A refused sign-in (the
 * server lets one address sign in 10 times a minute) waits as long as the server says and tries once more.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
) {
  const signIn = () =>
    request.post(`${baseURL}/api/v1/auth/sign-in/email`, { headers: { Origin: baseURL }, data: account });
  let response = await signIn();
  if (response.status() === 429) {
    await new Promise((resolve) =>
      setTimeout(resolve, Number(response.headers()['retry-after'] ?? 60) * 1000),
    );
    response = await signIn();
  }
  expect(response.status()).toBe(200);
}
