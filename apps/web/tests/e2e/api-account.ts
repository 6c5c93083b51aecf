import { solveBotCheck } from '@kalendo/api/testing';
import { expect } from '@playwright/test';

/** A new account made through the API (the bot check solved here), as a client app would make it. */
export async function signUpThroughApi(
  baseURL: string,
  account: { email: string; password: string; firstName: string; lastName: string },
) {
  const botCheck = await solveBotCheck((path) => fetch(`${baseURL}${path}`), '/api/v1/bot-check/challenge');
  const { firstName, lastName } = account;
  const response = await fetch(`${baseURL}/api/v1/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL, 'X-Bot-Check': botCheck },
    body: JSON.stringify({ ...account, name: `${firstName} ${lastName}` }),
  });
  expect(response.status).toBe(200);
}
